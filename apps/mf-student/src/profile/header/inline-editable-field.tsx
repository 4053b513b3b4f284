import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { TypographyProps } from '@mui/material/Typography';
import { errorMessage, selectCurrentUser, useAppSelector } from '@yrkesbro/api-client';
import { STUDENT_MESSAGES } from '@yrkesbro/contracts';
import type { ProfileUpdateRequest } from '@yrkesbro/contracts';
import { draftKey, readDraft, removeDraft, writeDraft } from '@yrkesbro/forms';
import { LoadFailure, LoadsInPlace, onDemand } from '@yrkesbro/ui/dashboard';
import { useEffect, useRef, useState } from 'react';
import type { ElementType } from 'react';
import { TEXTS } from '../texts.ts';
import { useUpdateProfileMutation } from '../profile-api.ts';
import type { EditableProfileField, FieldOption } from './inline-field-editor.tsx';
import { useSnackbar } from '@yrkesbro/toasts';

export type { EditableProfileField, FieldOption } from './inline-field-editor.tsx';

// The editor, with its text field and the profile's schema (yup), loads when editing starts,
// asked for as soon as the pointer or focus reaches Rediger: the profile's pages mostly show.
const { Component: InlineFieldEditor, preload: preloadEditor } = onDemand(
  () => import('./inline-field-editor.tsx'),
);

const T = TEXTS.inlineEditableField;

/**
 * One profile field the owner edits in place: the value (or a muted invitation), a button to
 * edit, then a field with Lagre and Avbryt. `value` must come from the own-profile cache, which
 * updateProfile changes at once and restores if the server refuses; so the shown value reverts
 * by itself on failure, while the refused text is kept for the next Rediger. The text being
 * edited, or refused, is also kept in the tab (for this student and field) until it is saved or
 * cancelled, so Rediger offers it again after a reload, Back or a session that ended mid-edit.
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
  // The text came from the tab's draft when editing began (not from this page's last Rediger).
  const [restored, setRestored] = useState(false);
  const user = useAppSelector(selectCurrentUser);
  const storeKey = draftKey('profile-field', user?.id, field);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  // Closing the editor removes the focused field; hand focus back to where editing began.
  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  const startEditing = () => {
    const kept = unsaved === null ? readDraft<unknown>(storeKey) : null;
    const stored = typeof kept === 'string' ? kept : null;
    setDraft(unsaved ?? stored ?? value ?? '');
    setRestored(stored !== null);
    setProblem(undefined);
    setEditing(true);
  };

  const stopEditing = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  // Kept while it differs from the saved value.
  const changeDraft = (text: string) => {
    setDraft(text);
    if (text === (value ?? '')) removeDraft(storeKey);
    else writeDraft(storeKey, text);
  };

  const startOver = () => {
    changeDraft(value ?? '');
    setRestored(false);
  };

  const cancel = () => {
    removeDraft(storeKey);
    setUnsaved(null);
    stopEditing();
  };

  // The editor has checked the text against the schema; what is left is the server's word.
  const save = async (body: ProfileUpdateRequest) => {
    stopEditing();
    setUnsaved(null);
    if (body[field] === (value ?? '')) {
      removeDraft(storeKey);
      return;
    }
    try {
      await updateProfile(body).unwrap();
      // Unless editing began again meanwhile and the text changed since.
      if (readDraft<unknown>(storeKey) === draft) removeDraft(storeKey);
    } catch (error) {
      setUnsaved(draft);
      writeDraft(storeKey, draft);
      enqueueSnackbar(errorMessage(error, STUDENT_MESSAGES.profileUpdateFailed), {
        variant: 'error',
      });
    }
  };

  if (editing) {
    return (
      <LoadFailure
        onFailed={() => {
          enqueueSnackbar(T.editorFailed, { variant: 'error' });
          stopEditing();
        }}
      >
        <LoadsInPlace
          fallback={
            <CircularProgress
              size={20}
              sx={{ my: 1 }}
              role="status"
              aria-label={T.openingLabel(label)}
            />
          }
        >
          <InlineFieldEditor
            field={field}
            label={label}
            draft={draft}
            problem={problem}
            restored={restored && draft !== (value ?? '')}
            multiline={multiline}
            options={options}
            onDraft={(text) => {
              changeDraft(text);
              setProblem(undefined);
            }}
            onStartOver={startOver}
            onProblem={setProblem}
            onSave={(body) => void save(body)}
            onCancel={cancel}
          />
        </LoadsInPlace>
      </LoadFailure>
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
          onPointerEnter={preloadEditor}
          onFocus={preloadEditor}
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
