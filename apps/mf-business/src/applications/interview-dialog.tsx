import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { errorMessage } from '@yrkesbro/api-client';
import {
  APPLICATION_MESSAGES,
  MEETING_TYPES,
  scheduleInterviewSchema,
  todayInNorway,
} from '@yrkesbro/contracts';
import type { BusinessApplication, MeetingType } from '@yrkesbro/contracts';
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import { useScheduleBusinessInterviewMutation } from '../business-api.ts';
import { FormField, SubmitButton } from '@yrkesbro/forms';
import { MEETING_TYPE_LABELS } from './application-status.tsx';

interface InterviewValues {
  interviewDate: string;
  interviewTime: string;
  meetingType: MeetingType;
  location: string;
}

const EMPTY: InterviewValues = {
  interviewDate: '',
  interviewTime: '',
  meetingType: 'physical',
  location: '',
};

/**
 * Planlegg intervju: date (not before today in Norway), time, Fysisk or Digitalt, and the
 * place for a physical meeting; a digital one is sent as 'Online Meeting' (the contracts'
 * schema does that). The form lives inside the dialog, so each opening starts empty while a
 * failed send keeps what was typed.
 */
export function InterviewDialog({
  application,
  open,
  onClose,
}: {
  application: BusinessApplication;
  open: boolean;
  onClose: () => void;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = `interview-title-${application.application_uuid}`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      // The button that opened it is disabled by now; the card moves focus itself.
      disableRestoreFocus
      aria-labelledby={titleId}
    >
      <InterviewForm application={application} titleId={titleId} onClose={onClose} />
    </Dialog>
  );
}

function InterviewForm({
  application,
  titleId,
  onClose,
}: {
  application: BusinessApplication;
  titleId: string;
  onClose: () => void;
}) {
  const [schedule] = useScheduleBusinessInterviewMutation();
  const { enqueueSnackbar } = useSnackbar();
  const today = todayInNorway();

  const form = useFormik<InterviewValues>({
    initialValues: EMPTY,
    validationSchema: scheduleInterviewSchema,
    onSubmit: async (values) => {
      try {
        await schedule({
          applicationUuid: application.application_uuid,
          body: scheduleInterviewSchema.cast(values),
        }).unwrap();
        enqueueSnackbar(APPLICATION_MESSAGES.interviewScheduled, { variant: 'success' });
        onClose();
      } catch (error) {
        enqueueSnackbar(errorMessage(error, APPLICATION_MESSAGES.interviewFailed), {
          variant: 'error',
        });
      }
    },
  });
  const physical = form.values.meetingType === 'physical';

  return (
    <form noValidate onSubmit={form.handleSubmit} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Planlegg intervju</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Med {application.name} om stillingen {application.job_title}. Eleven får en invitasjon når
          du sender.
        </DialogContentText>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormField
              form={form}
              name="interviewDate"
              label="Dato"
              type="date"
              required
              slotProps={{ htmlInput: { min: today } }}
            />
            <FormField form={form} name="interviewTime" label="Tidspunkt" type="time" required />
          </Stack>
          <FormControl>
            <FormLabel id="meeting-type-label">Møtetype</FormLabel>
            <RadioGroup
              row
              name="meetingType"
              aria-labelledby="meeting-type-label"
              value={form.values.meetingType}
              onChange={form.handleChange}
            >
              {MEETING_TYPES.map((type) => (
                <FormControlLabel
                  key={type}
                  value={type}
                  control={<Radio />}
                  label={MEETING_TYPE_LABELS[type]}
                />
              ))}
            </RadioGroup>
          </FormControl>
          {physical && (
            <FormField
              form={form}
              name="location"
              label="Sted"
              required
              helperText="Adressen eleven skal møte opp på."
              slotProps={{ htmlInput: { maxLength: 200, autoComplete: 'street-address' } }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions
        disableSpacing
        sx={{ px: 3, pb: 2, gap: 1, flexDirection: { xs: 'column-reverse', sm: 'row' } }}
      >
        <Button
          onClick={onClose}
          disabled={form.isSubmitting}
          color="inherit"
          size="large"
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          Avbryt
        </Button>
        <SubmitButton busy={form.isSubmitting} busyLabel="Sender…">
          Send invitasjon
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
