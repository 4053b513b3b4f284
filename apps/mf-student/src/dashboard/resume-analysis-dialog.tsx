import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { errorMessage } from '@yrkesbro/api-client';
import { STUDENT_LIMITS, STUDENT_MESSAGES } from '@yrkesbro/contracts';
import type {
  ProfileUpdateRequest,
  PublicStudentProfile,
  ResumeAnalysisResponse,
} from '@yrkesbro/contracts';
import { useId, useState } from 'react';
import { useAnalyzeResumeMutation, useUpdateProfileMutation } from '../profile/profile-api.ts';
import { FilePicker } from '../profile/sections/file-picker.tsx';
import { TEXTS } from './texts.ts';
import { useSnackbar } from '@yrkesbro/toasts';

const T = TEXTS.resumeAnalysis;

/** What an analysis can fill in, in the order the dialog lists it. */
const FOUND_FIELDS = [
  { key: 'name', label: T.fields.name },
  { key: 'location', label: T.fields.location },
  { key: 'bio', label: T.fields.bio },
] as const;
type FoundField = (typeof FOUND_FIELDS)[number]['key'];

const SOURCE_TEXT: Record<ResumeAnalysisResponse['source'], string> = T.source;

/** Why a chosen file cannot be analysed, or undefined when it can. */
function resumeProblem(file: File): string | undefined {
  const pdf = file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
  if (!pdf) return STUDENT_MESSAGES.resumePdfOnly;
  if (file.size > STUDENT_LIMITS.resumeMaxBytes) return STUDENT_MESSAGES.resumeTooLarge;
  return undefined;
}

/**
 * 'Last opp CV for analyse': the student picks a PDF, the server reads name, place and a short
 * bio from it, and the student chooses which of them to put on the profile. Nothing changes on
 * the profile before 'Bruk i profilen'.
 */
export function ResumeAnalysisDialog({
  open,
  profile,
  onClose,
}: {
  open: boolean;
  profile: PublicStudentProfile;
  onClose: () => void;
}) {
  const [analyze, { isLoading: analyzing }] = useAnalyzeResumeMutation();
  const [updateProfile, { isLoading: applying }] = useUpdateProfileMutation();
  const { enqueueSnackbar } = useSnackbar();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string>();
  const [result, setResult] = useState<ResumeAnalysisResponse | null>(null);
  const [selected, setSelected] = useState<Set<FoundField>>(new Set());
  const titleId = useId();
  const helpId = useId();
  const busy = analyzing || applying;

  const reset = () => {
    setFile(null);
    setProblem(undefined);
    setResult(null);
    setSelected(new Set());
  };

  const choose = (chosen: File) => {
    const reason = resumeProblem(chosen);
    setProblem(reason);
    setFile(reason ? null : chosen);
  };

  const runAnalysis = async () => {
    if (!file) return;
    try {
      const answer = await analyze(file).unwrap();
      setResult(answer);
      setSelected(
        new Set(FOUND_FIELDS.filter(({ key }) => found(answer, key)).map(({ key }) => key)),
      );
    } catch (error) {
      enqueueSnackbar(errorMessage(error, STUDENT_MESSAGES.resumeFailed), { variant: 'error' });
    }
  };

  const apply = async () => {
    if (!result) return;
    const body: ProfileUpdateRequest = {};
    for (const key of selected) body[key] = found(result, key) ?? undefined;
    try {
      await updateProfile(body).unwrap();
      enqueueSnackbar(STUDENT_MESSAGES.resumeApplied, { variant: 'success' });
      onClose();
    } catch (error) {
      enqueueSnackbar(errorMessage(error, STUDENT_MESSAGES.profileUpdateFailed), {
        variant: 'error',
      });
    }
  };

  const toggle = (key: FoundField) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const foundFields = result ? FOUND_FIELDS.filter(({ key }) => found(result, key)) : [];

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited: reset } }}
    >
      <DialogTitle id={titleId}>{T.title}</DialogTitle>
      {result ? (
        <DialogContent>
          {foundFields.length === 0 ? (
            <DialogContentText>{T.nothingFound}</DialogContentText>
          ) : (
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
                {T.foundLegend}
              </Typography>
              <FormGroup sx={{ gap: 1.5 }}>
                {foundFields.map(({ key, label }) => (
                  <FoundValue
                    key={key}
                    label={label}
                    value={found(result, key) ?? ''}
                    current={profile[key]}
                    checked={selected.has(key)}
                    onChange={() => toggle(key)}
                  />
                ))}
              </FormGroup>
            </Box>
          )}
          <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
            {SOURCE_TEXT[result.source]}
          </Typography>
        </DialogContent>
      ) : (
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{T.intro}</DialogContentText>
          <Stack
            direction="row"
            spacing={2}
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
          >
            <FilePicker
              label={file ? T.pickOtherPdf : T.pickPdf}
              accept="application/pdf,.pdf"
              disabled={busy}
              describedBy={helpId}
              onPick={([chosen]) => choose(chosen)}
            />
            {file && (
              <Typography sx={{ overflowWrap: 'anywhere' }}>{T.chosen(file.name)}</Typography>
            )}
          </Stack>
          <FormHelperText id={helpId} error={Boolean(problem)} role={problem ? 'alert' : undefined}>
            {problem ?? T.fileHint}
          </FormHelperText>
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy} color="inherit">
          {result && foundFields.length === 0 ? T.close : T.cancel}
        </Button>
        {result ? (
          foundFields.length > 0 && (
            <Button
              variant="contained"
              color="secondary"
              onClick={() => void apply()}
              disabled={busy || selected.size === 0}
              aria-busy={applying}
              startIcon={
                applying ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
              }
            >
              {T.apply}
            </Button>
          )
        ) : (
          <Button
            variant="contained"
            color="secondary"
            onClick={() => void runAnalysis()}
            disabled={busy || !file}
            aria-busy={analyzing}
            startIcon={
              analyzing ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
            }
          >
            {analyzing ? T.analyzing : T.analyze}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** One value the analysis found, with what it would replace on the profile. */
function FoundValue({
  label,
  value,
  current,
  checked,
  onChange,
}: {
  label: string;
  value: string;
  current: string | null;
  checked: boolean;
  onChange: () => void;
}) {
  const valueId = useId();
  const replaces = current?.trim() && current.trim() !== value ? current.trim() : null;
  return (
    <Box>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            checked={checked}
            onChange={onChange}
            slotProps={{ input: { 'aria-describedby': valueId } }}
          />
        }
        sx={{ '& .MuiFormControlLabel-label': { fontWeight: 600 } }}
      />
      <Box id={valueId} sx={{ pl: 4 }}>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{value}</Typography>
        {replaces && (
          <Typography
            variant="body2"
            color="textSecondary"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {T.replaces(replaces)}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** The trimmed value the analysis found for a field, or null when it found none. */
function found(result: ResumeAnalysisResponse, key: FoundField): string | null {
  return result.analysis[key]?.trim() || null;
}
