import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@yrkesbro/api-client';
import {
  STUDENT_LIMITS,
  STUDENT_MESSAGES,
  gradeVerificationDoneMessage,
} from '@yrkesbro/contracts';
import type { Grade } from '@yrkesbro/contracts';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { DIALOG_TEXTS } from './texts.ts';
import { useVerifyGradesMutation } from '../profile-api.ts';
import { FilePicker } from './file-picker.tsx';
import { FormDialog } from './form-dialog.tsx';
import { useSnackbar } from '@yrkesbro/toasts';

const T = DIALOG_TEXTS.gradeVerification;

const DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];
const DOCUMENT_EXTENSION = /\.(pdf|png|jpe?g)$/i;

/**
 * Sends a diploma or transcript to verify the chosen grades. The server reads a PDF's text and
 * verifies the grades it finds; the rest, and all grades sent with a photo, wait for an admin.
 * The dialog says so before sending, and the list's 'Venter på kontroll' says it after.
 */
export function GradeVerificationDialog({
  open,
  grades,
  onClose,
}: {
  open: boolean;
  /** The grades not yet verified. */
  grades: Grade[];
  onClose: () => void;
}) {
  const [verifyGrades] = useVerifyGradesMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [chosen, setChosen] = useState(() => new Set(grades.map((g) => g.idstudent_grades)));
  const [file, setFile] = useState<File>();
  const [gradesError, setGradesError] = useState<string>();
  const [fileError, setFileError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const fileMessageId = useId();

  function toggle(id: string) {
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function pick([picked]: File[]) {
    const problem = documentProblem(picked);
    setFileError(problem);
    // A refused file never replaces one that was fine.
    if (!problem) setFile(picked);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const gradeIds = grades.map((g) => g.idstudent_grades).filter((id) => chosen.has(id));
    setGradesError(gradeIds.length === 0 ? STUDENT_MESSAGES.gradeVerifyNoGrades : undefined);
    if (!file) setFileError(STUDENT_MESSAGES.gradeVerifyDocRequired);
    if (gradeIds.length === 0 || !file) return;

    setBusy(true);
    try {
      const { summary } = await verifyGrades({ file, gradeIds }).unwrap();
      enqueueSnackbar(
        summary.verified > 0
          ? gradeVerificationDoneMessage(summary.verified, summary.failed)
          : STUDENT_MESSAGES.gradeVerifySubmitted,
        { variant: 'success' },
      );
      onClose();
    } catch (error) {
      enqueueSnackbar(errorMessage(error, STUDENT_MESSAGES.gradeVerifyFailed), {
        variant: 'error',
      });
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
      {/* An explanation read with the dialog, not an alert that interrupts. */}
      <Alert severity="info" role="note">
        {T.intro}
      </Alert>
      <FormControl component="fieldset" error={Boolean(gradesError)}>
        <FormLabel component="legend">{T.gradesLegend}</FormLabel>
        <FormGroup>
          {grades.map((grade) => (
            <FormControlLabel
              key={grade.idstudent_grades}
              control={
                <Checkbox
                  checked={chosen.has(grade.idstudent_grades)}
                  onChange={() => toggle(grade.idstudent_grades)}
                />
              }
              label={`${grade.name}: ${grade.grade}`}
            />
          ))}
        </FormGroup>
        {gradesError && <FormHelperText role="alert">{gradesError}</FormHelperText>}
      </FormControl>
      <Stack spacing={1}>
        <FormLabel>{T.document}</FormLabel>
        <FilePicker
          label={T.pickDocument}
          accept=".pdf,.png,.jpg,.jpeg"
          describedBy={fileMessageId}
          onPick={pick}
        />
        <Typography id={fileMessageId} variant="body2" color="textSecondary">
          {file ? T.chosen(file.name) : T.noFile}
        </Typography>
        {fileError && (
          <FormHelperText error role="alert">
            {fileError}
          </FormHelperText>
        )}
      </Stack>
    </FormDialog>
  );
}

/** Why a document cannot be sent, or undefined when it can. */
function documentProblem(file: File): string | undefined {
  if (!DOCUMENT_TYPES.includes(file.type) && !DOCUMENT_EXTENSION.test(file.name)) {
    return STUDENT_MESSAGES.gradeVerifyDocType;
  }
  if (file.size > STUDENT_LIMITS.gradeDocumentMaxBytes) {
    return STUDENT_MESSAGES.gradeVerifyDocTooLarge;
  }
  return undefined;
}
