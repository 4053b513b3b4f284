import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import { TextField } from '@yrkesbro/ui/text-field';
import { errorMessage } from '@yrkesbro/api-client';
import {
  PROFILE_TEXT_MAX,
  STUDENT_MESSAGES,
  gradeRowSchema,
  gradesSchema,
} from '@yrkesbro/contracts';
import type { GradesRequest } from '@yrkesbro/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { ValidationError } from 'yup';
import { DIALOG_TEXTS } from './texts.ts';
import { useAddGradesMutation } from '../profile-api.ts';
import { FormDialog } from './form-dialog.tsx';
import { useSnackbar } from '@yrkesbro/toasts';

const T = DIALOG_TEXTS.gradesDialog;

interface Row {
  /** React's key: rows can be removed from the middle. */
  key: number;
  subject: string;
  grade: string;
}

/**
 * Adds several grades at once. It starts with one empty row; rows left blank are dropped on
 * sending (the contracts' gradesSchema does that and then asks for at least one).
 */
export function GradesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [addGrades] = useAddGradesMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [rows, setRows] = useState<Row[]>([{ key: 0, subject: '', grade: '' }]);
  const nextKey = useRef(1);
  const [error, setError] = useState<string>();
  // The rows the message is about, marked so a person (and a screen reader) finds them.
  const [refused, setRefused] = useState<Set<number>>(new Set());
  const errorId = useId();
  const gradeId = (key: number) => `${errorId}-karakter-${key}`;
  const subjectId = (key: number) => `${errorId}-fag-${key}`;
  const [busy, setBusy] = useState(false);
  const shown = error !== undefined;
  const noneFilled = shown && refused.size === 0;

  // Once refused, the message follows the rows: it goes when they are fixed (it stood under
  // fixed rows until the next send), and the marks move with what is still wrong.
  useEffect(() => {
    if (!shown) return;
    let current = true;
    void validRows(rows).then((result) => {
      if (!current) return;
      setError(typeof result === 'string' ? result : undefined);
      setRefused(refusedRows(rows));
    });
    return () => {
      current = false;
    };
  }, [rows, shown]);

  function change(key: number, field: 'subject' | 'grade', value: string) {
    setRows((current) =>
      current.map((row) => (row.key === key ? { ...row, [field]: value } : row)),
    );
  }

  function addRow() {
    const key = nextKey.current++;
    setRows((current) => [...current, { key, subject: '', grade: '' }]);
  }

  function removeRow(index: number) {
    const gone = rows[index];
    // The button goes with its row; focus moves to the row before it (the first: the next one)
    // instead of falling to the dialog.
    const stays = rows[index - 1] ?? rows[index + 1];
    flushSync(() => setRows((current) => current.filter((other) => other.key !== gone.key)));
    if (stays) document.getElementById(subjectId(stays.key))?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = await validRows(rows);
    if (typeof body === 'string') {
      const marked = refusedRows(rows);
      setError(body);
      setRefused(marked);
      // The row off the scale; with no row filled in, the first row's subject, to start there.
      const first = rows.find((row) => marked.has(row.key));
      document.getElementById(first ? gradeId(first.key) : subjectId(rows[0].key))?.focus();
      return;
    }
    setError(undefined);
    setRefused(new Set());
    setBusy(true);
    try {
      await addGrades(body).unwrap();
      enqueueSnackbar(STUDENT_MESSAGES.gradesAdded, { variant: 'success' });
      onClose();
    } catch (failure) {
      enqueueSnackbar(errorMessage(failure, STUDENT_MESSAGES.gradesFailed), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      open={open}
      title={T.title}
      submitLabel={T.submit}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      {rows.map((row, index) => (
        <Box
          key={row.key}
          role="group"
          aria-label={T.rowLabel(index + 1)}
          sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}
        >
          <TextField
            id={subjectId(row.key)}
            label={T.subject}
            value={row.subject}
            onChange={(event) => change(row.key, 'subject', event.target.value)}
            // Each row takes focus as it appears: the first on opening, a new one after Legg til rad.
            autoFocus
            sx={{ flex: 3 }}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: {
                maxLength: PROFILE_TEXT_MAX.gradeSubject,
                // No row filled in: the message is read where the keyboard is sent, the first row.
                'aria-describedby': noneFilled && index === 0 ? errorId : undefined,
              },
            }}
          />
          <TextField
            id={gradeId(row.key)}
            label={T.grade}
            value={row.grade}
            onChange={(event) => change(row.key, 'grade', event.target.value)}
            error={refused.has(row.key)}
            sx={{ flex: 1, minWidth: 88 }}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: {
                maxLength: PROFILE_TEXT_MAX.grade,
                'aria-describedby': refused.has(row.key) ? errorId : undefined,
              },
            }}
          />
          {rows.length > 1 && (
            <IconButton
              aria-label={T.removeRow(index + 1)}
              onClick={() => removeRow(index)}
              sx={{ mt: 1 }}
            >
              <CloseIcon />
            </IconButton>
          )}
        </Box>
      ))}
      {error && (
        <FormHelperText id={errorId} error role="alert">
          {error}
        </FormHelperText>
      )}
      <Button startIcon={<AddIcon />} onClick={addRow} sx={{ alignSelf: 'flex-start' }}>
        {T.addRow}
      </Button>
    </FormDialog>
  );
}

/** The keys of the filled rows the schema refuses (a grade off the school's scale). */
function refusedRows(rows: Row[]): Set<number> {
  return new Set(
    rows
      .filter((row) => row.subject.trim() !== '' && row.grade.trim() !== '')
      .filter((row) => {
        const valid: boolean = gradeRowSchema.isValidSync(row);
        return !valid;
      })
      .map((row) => row.key),
  );
}

/** The rows to send (blank ones dropped, the rest trimmed), or the message saying why not. */
async function validRows(rows: Row[]): Promise<GradesRequest | string> {
  try {
    return await gradesSchema.validate({
      grades: rows.map(({ subject, grade }) => ({ subject, grade })),
    });
  } catch (invalid) {
    if (invalid instanceof ValidationError) return invalid.message;
    throw invalid;
  }
}
