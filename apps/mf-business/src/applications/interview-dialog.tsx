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
import { errorMessage, errorStatus } from '@yrkesbro/api-client';
import {
  APPLICATION_MESSAGES,
  MEETING_TYPES,
  ONLINE_MEETING,
  latestInterviewDay,
  scheduleInterviewSchema,
  todayInNorway,
} from '@yrkesbro/contracts';
import type { BusinessApplication, Interview, MeetingType } from '@yrkesbro/contracts';
import { useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import {
  useCancelBusinessInterviewMutation,
  useScheduleBusinessInterviewMutation,
  useUpdateBusinessApplicationStatusMutation,
} from '../business-api.ts';
import { FormField, SubmitButton } from '@yrkesbro/forms';
import { MEETING_TYPE_LABELS, statusOf } from './application-status.tsx';
import { TEXTS } from './texts.ts';
import { useSnackbar } from '@yrkesbro/toasts';

const T = TEXTS.interviewDialog;
const C = TEXTS.cancelInterviewDialog;

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
 * The student withdrew the application (404) or another tab changed it (409) meanwhile: what
 * the dialog offers is no longer there, and the list is read again (`afterApplicationChange`).
 */
function changedMeanwhile(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 404 || status === 409;
}

/** The planned interview as the form shows it; a digital one without a link has none. */
function valuesOf(interview: Interview | null): InterviewValues {
  if (!interview) return EMPTY;
  return {
    interviewDate: interview.interviewDate,
    interviewTime: interview.interviewTime.slice(0, 5),
    meetingType: interview.meetingType,
    location: interview.location === ONLINE_MEETING ? '' : interview.location,
  };
}

/**
 * Planlegg intervju, or Flytt intervju when one is planned: date (not before today in Norway)
 * and a time still ahead, Fysisk with its place or Digitalt with an optional link (without one
 * it is sent as 'Online Meeting', the contracts' schema does that). Nothing is saved and
 * nothing mailed until the business sends: then the student gets one mail with the .ics. The
 * form lives inside the dialog, so each opening starts afresh while a failed send keeps what
 * was typed.
 */
export function InterviewDialog({
  application,
  open,
  onClose,
  onExited,
}: {
  application: BusinessApplication;
  open: boolean;
  onClose: () => void;
  /** Gone from the screen: the time to move focus, which the open dialog would keep inside. */
  onExited: () => void;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = `interview-title-${application.application_uuid}`;
  // Not closed while sending: should the send fail, what was typed is still there.
  const [sending, setSending] = useState(false);
  return (
    <Dialog
      open={open}
      onClose={sending ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      // The button that opened it is disabled by now; the card moves focus itself.
      disableRestoreFocus
      slotProps={{ transition: { onExited } }}
      aria-labelledby={titleId}
    >
      <InterviewForm
        application={application}
        titleId={titleId}
        onClose={onClose}
        onSending={setSending}
      />
    </Dialog>
  );
}

function InterviewForm({
  application,
  titleId,
  onClose,
  onSending,
}: {
  application: BusinessApplication;
  titleId: string;
  onClose: () => void;
  onSending: (sending: boolean) => void;
}) {
  const [schedule] = useScheduleBusinessInterviewMutation();
  const { enqueueSnackbar } = useSnackbar();
  const today = todayInNorway();
  const moving = Boolean(application.interview);

  const form = useFormik<InterviewValues>({
    initialValues: valuesOf(application.interview),
    validationSchema: scheduleInterviewSchema,
    onSubmit: async (values) => {
      try {
        await schedule({
          applicationUuid: application.application_uuid,
          // What the card showed: an interview cancelled or planned meanwhile is refused (409).
          body: { ...scheduleInterviewSchema.cast(values), moving },
        }).unwrap();
        enqueueSnackbar(
          moving
            ? APPLICATION_MESSAGES.interviewRescheduled
            : APPLICATION_MESSAGES.interviewScheduled,
          { variant: 'success' },
        );
        onClose();
      } catch (error) {
        enqueueSnackbar(errorMessage(error, APPLICATION_MESSAGES.interviewFailed), {
          variant: 'error',
        });
        if (changedMeanwhile(error)) onClose();
      }
    },
  });
  useEffect(() => onSending(form.isSubmitting), [form.isSubmitting, onSending]);
  const physical = form.values.meetingType === 'physical';
  // A place and a link are different answers: each kind keeps its own, so an address never
  // turns up as the meeting's link (and the other way round) when the kind is switched.
  const typed = useRef<Record<MeetingType, string>>({ physical: '', online: '' });
  const switchMeetingType = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value as MeetingType;
    typed.current[form.values.meetingType] = form.values.location;
    void form.setTouched({ ...form.touched, location: false }, false);
    void form.setValues({ ...form.values, meetingType: next, location: typed.current[next] });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{moving ? T.moveTitle : T.planTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {T.intro(application.name, application.job_title)} {moving ? T.moveHint : T.planHint}
        </DialogContentText>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormField
              form={form}
              name="interviewDate"
              label={T.date}
              type="date"
              required
              slotProps={{ htmlInput: { min: today, max: latestInterviewDay(today) } }}
            />
            <FormField form={form} name="interviewTime" label={T.time} type="time" required />
          </Stack>
          <FormControl>
            <FormLabel id="meeting-type-label">{T.meetingType}</FormLabel>
            <RadioGroup
              row
              name="meetingType"
              aria-labelledby="meeting-type-label"
              value={form.values.meetingType}
              onChange={switchMeetingType}
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
          {physical ? (
            <FormField
              key="place"
              form={form}
              name="location"
              label={T.place}
              required
              helperText={T.placeHelp}
              slotProps={{ htmlInput: { maxLength: 200, autoComplete: 'street-address' } }}
            />
          ) : (
            <FormField
              key="link"
              form={form}
              name="location"
              label={T.link}
              type="url"
              helperText={T.linkHelp}
              slotProps={{ htmlInput: { maxLength: 200, inputMode: 'url' } }}
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
          {T.cancel}
        </Button>
        <SubmitButton busy={form.isSubmitting} busyLabel={T.sending}>
          {moving ? T.sendNewTime : T.sendInvitation}
        </SubmitButton>
      </DialogActions>
    </form>
  );
}

/**
 * Avlys intervju: asks first, since the student is told at once; the interview leaves both
 * calendars, and an application at Intervju waits again. `rejecting`: Avvist was chosen while
 * the interview is still to come, which cancels it the same way, so it asks the same.
 */
export function CancelInterviewDialog({
  application,
  open,
  onClose,
  onExited,
  rejecting = false,
}: {
  application: BusinessApplication;
  open: boolean;
  onClose: () => void;
  /** Gone from the screen: the time to move focus, which the open dialog would keep inside. */
  onExited: () => void;
  rejecting?: boolean;
}) {
  const [cancel, cancelling] = useCancelBusinessInterviewMutation();
  const [reject, rejectingNow] = useUpdateBusinessApplicationStatusMutation();
  const isLoading = cancelling.isLoading || rejectingNow.isLoading;
  const { enqueueSnackbar } = useSnackbar();
  const titleId = `cancel-interview-title-${application.application_uuid}`;
  const uuid = application.application_uuid;

  const confirm = async () => {
    try {
      if (rejecting) {
        await reject({
          applicationUuid: uuid,
          status: 'rejected',
          from: statusOf(application),
        }).unwrap();
        enqueueSnackbar(
          `${APPLICATION_MESSAGES.statusUpdated}. ${APPLICATION_MESSAGES.interviewCancelled}`,
          { variant: 'success' },
        );
      } else {
        await cancel(uuid).unwrap();
        enqueueSnackbar(APPLICATION_MESSAGES.interviewCancelled, { variant: 'success' });
      }
      onClose();
    } catch (error) {
      enqueueSnackbar(
        errorMessage(
          error,
          rejecting ? APPLICATION_MESSAGES.statusFailed : APPLICATION_MESSAGES.cancelFailed,
        ),
        { variant: 'error' },
      );
      if (changedMeanwhile(error)) onClose();
    }
  };

  return (
    <Dialog
      open={open}
      onClose={() => !isLoading && onClose()}
      disableRestoreFocus
      slotProps={{ transition: { onExited } }}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{rejecting ? C.rejectTitle : C.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {rejecting
            ? C.rejectText(application.name)
            : C.text(application.name, statusOf(application) === 'interview')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading} color="inherit">
          {C.keep}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => void confirm()}
          disabled={isLoading}
          aria-busy={isLoading}
        >
          {isLoading ? C.cancelling : rejecting ? C.rejectConfirm : C.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
