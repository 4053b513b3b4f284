import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TextField } from '@yrkesbro/ui/text-field';
import { PROFILE_TEXT_MAX, profileUpdateSchema } from '@yrkesbro/contracts';
import type { ProfileUpdateRequest } from '@yrkesbro/contracts';
import { DraftRestored } from '@yrkesbro/forms';
import { useId, useRef } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { TEXTS } from '../texts.ts';

const T = TEXTS.inlineEditableField;

export type EditableProfileField = 'name' | 'headline' | 'bio' | 'location' | 'lookingfor';

export interface FieldOption {
  value: string;
  label: string;
}

/**
 * The open editor of an InlineEditableField: the field, Lagre and Avbryt. The text is checked
 * against the profile's schema here; the field keeps the draft, so a refused save can be
 * edited again. `restored`: the text is the one typed last time, kept in the tab and not yet
 * saved, which is said above the field as the forms' DraftNotice says it, with a way to start
 * over from the saved value.
 */
export default function InlineFieldEditor({
  field,
  label,
  draft,
  problem,
  restored,
  multiline,
  options,
  onDraft,
  onStartOver,
  onProblem,
  onSave,
  onCancel,
}: {
  field: EditableProfileField;
  label: string;
  draft: string;
  problem: string | undefined;
  restored: boolean;
  multiline: boolean;
  options?: readonly FieldOption[];
  onDraft: (text: string) => void;
  onStartOver: () => void;
  onProblem: (problem: string) => void;
  onSave: (body: ProfileUpdateRequest) => void;
  onCancel: () => void;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(null);
  // Typing stops where the schema would refuse; a long text (Om meg) counts down to it.
  const maxLength = field === 'lookingfor' ? undefined : PROFILE_TEXT_MAX[field];

  const save = () => {
    const change = changeOf(field, draft);
    if ('problem' in change) onProblem(change.problem);
    else onSave(change.body);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (multiline && event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      // Enter alone is a new line in a text area; Ctrl+Enter saves it.
      event.preventDefault();
      save();
    }
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ width: '100%', my: 1 }}>
      {restored && (
        <DraftRestored
          sx={{ mb: 1.5 }}
          onStartOver={() => {
            onStartOver();
            // The notice and its button go: the keyboard goes on in the field.
            input.current?.focus();
          }}
        />
      )}
      <TextField
        id={inputId}
        inputRef={input}
        label={label}
        value={draft}
        onChange={(event) => onDraft(event.target.value)}
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
          htmlInput: { maxLength },
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
        <Button onClick={onCancel} color="inherit">
          {T.cancel}
        </Button>
        <Button type="submit" variant="contained">
          {T.save}
        </Button>
      </Stack>
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
