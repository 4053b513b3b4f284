import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TypographyProps } from '@mui/material/Typography';
import { errorMessage } from '@yrkesbro/api-client';
import { STUDENT_MESSAGES, profileUpdateSchema } from '@yrkesbro/contracts';
import type { ProfileUpdateRequest } from '@yrkesbro/contracts';
import { useSnackbar } from 'notistack';
import { useEffect, useId, useRef, useState } from 'react';
import type { ElementType, FormEvent, KeyboardEvent } from 'react';
import { TEXTS } from '../../texts.ts';
import { useUpdateProfileMutation } from '../profile-api.ts';

const T = TEXTS.profile.inlineEditableField;

export type EditableProfileField = 'name' | 'headline' | 'bio' | 'location' | 'lookingfor';

export interface FieldOption {
  value: string;
  label: string;
}

/**
 * One profile field the owner edits in place: the value (or a muted invitation), a button to
 * edit, then a field with Lagre and Avbryt. `value` must come from the own-profile cache, which
 * updateProfile changes at once and restores if the server refuses; so the shown value reverts
 * by itself on failure, while the refused text is kept for the next Rediger.
 */
export function InlineEditableField({
  field,
  label,
  value,
  placeholder,
  multiline = false,
  options,
  variant = 'body1',
  component = 'p',
}: {
  field: EditableProfileField;
  /** The name the schema's messages use ('Navn' → 'Navn kan ikke være tom'). */
  label: string;
  value: string | null;
  placeholder: string;
  multiline?: boolean;
  /** Makes the field a choice between these. */
  options?: readonly FieldOption[];
  variant?: TypographyProps['variant'];
  component?: ElementType;
}) {
  const [updateProfile, { isLoading: saving }] = useUpdateProfileMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string>();
  const [unsaved, setUnsaved] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const inputId = useId();

  // Closing the editor removes the focused field; hand focus back to where editing began.
  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  const startEditing = () => {
    setDraft(unsaved ?? value ?? '');
    setProblem(undefined);
    setEditing(true);
  };

  const stopEditing = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  const cancel = () => {
    setUnsaved(null);
    stopEditing();
  };

  const save = async () => {
    const change = changeOf(field, draft);
    if ('problem' in change) {
      setProblem(change.problem);
      return;
    }
    stopEditing();
    setUnsaved(null);
    if (change.body[field] === (value ?? '')) return;
    try {
      await updateProfile(change.body).unwrap();
    } catch (error) {
      setUnsaved(draft);
      enqueueSnackbar(errorMessage(error, STUDENT_MESSAGES.profileUpdateFailed), {
        variant: 'error',
      });
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    } else if (multiline && event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      // Enter alone is a new line in a text area; Ctrl+Enter saves it.
      event.preventDefault();
      void save();
    }
  };

  if (editing) {
    return (
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ width: '100%', my: 1 }}>
        <TextField
          id={inputId}
          label={label}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(undefined);
          }}
          onKeyDown={onKeyDown}
          autoFocus
          fullWidth
          size="small"
          multiline={multiline}
          minRows={multiline ? 4 : undefined}
          select={Boolean(options)}
          error={Boolean(problem)}
          helperText={problem}
          slotProps={{
            inputLabel: { shrink: true },
            select: { native: true },
            formHelperText: { role: problem ? 'alert' : undefined },
          }}
        >
          {options && (
            <>
              <option value="" disabled>
                {T.choose}
              </option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </>
          )}
        </TextField>
        <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
          <Button onClick={cancel} color="inherit">
            {T.cancel}
          </Button>
          <Button type="submit" variant="contained">
            {T.save}
          </Button>
        </Stack>
      </Box>
    );
  }

  const shown = options ? options.find((option) => option.value === value)?.label : value;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
        <Typography
          variant={variant}
          component={component}
          sx={{
            whiteSpace: multiline ? 'pre-line' : undefined,
            overflowWrap: 'anywhere',
            ...(shown ? {} : { color: 'text.secondary', fontStyle: 'italic' }),
          }}
        >
          {shown || placeholder}
        </Typography>
        <IconButton
          ref={editButton}
          aria-label={T.editLabel(label)}
          onClick={startEditing}
          size="small"
        >
          <EditOutlined fontSize="small" />
        </IconButton>
        {saving && (
          <CircularProgress
            size={16}
            sx={{ mt: 1 }}
            role="status"
            aria-label={T.savingLabel(label)}
          />
        )}
      </Box>
      {unsaved !== null && <FormHelperText error>{T.notSaved}</FormHelperText>}
    </Box>
  );
}

/** The PUT body for one field as the schema cleans it, or the schema's message. */
function changeOf(
  field: EditableProfileField,
  draft: string,
): { body: ProfileUpdateRequest } | { problem: string } {
  try {
    return { body: profileUpdateSchema.validateSync({ [field]: draft }) };
  } catch (error) {
    return { problem: (error as Error).message };
  }
}
