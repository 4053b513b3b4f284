import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import { useRef } from 'react';
import type { Ref } from 'react';

/**
 * A button that opens the system's file chooser. The input itself is hidden (it cannot be
 * styled) but keeps the button's name as its label, so assistive tech and tests find it.
 * The input is emptied after each choice, so choosing the same file again is noticed.
 */
export function FilePicker({
  label,
  accept,
  multiple = false,
  disabled = false,
  describedBy,
  buttonRef,
  onPick,
}: {
  label: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  describedBy?: string;
  /** The button, for a caller that hands focus to it. */
  buttonRef?: Ref<HTMLButtonElement>;
  onPick: (files: File[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        ref={buttonRef}
        variant="outlined"
        startIcon={<UploadFileIcon />}
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => input.current?.click()}
        sx={{ alignSelf: 'flex-start' }}
      >
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        aria-label={label}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onPick(files);
        }}
      />
    </>
  );
}
