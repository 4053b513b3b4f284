import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { selectCurrentUser, useAppSelector } from '@yrkesbro/api-client';
import { APPLICATION_MESSAGES } from '@yrkesbro/contracts';
import type { Job } from '@yrkesbro/contracts';
import { lazy, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from '@yrkesbro/ui';
import { OpenedOnce } from '@yrkesbro/ui/dashboard';
import { useGetJobAppliedQuery } from '../applications/student-applications-api.ts';
import { TEXTS } from './texts.ts';

const T = TEXTS.applyAction;

/** The søknad's form and its validation: loaded when first opened, or by the page that opens it at once. */
export const loadApplyDialog = () => import('./apply-dialog.tsx');
const ApplyDialog = lazy(() =>
  loadApplyDialog().then((module) => ({ default: module.ApplyDialog })),
);

/**
 * The job page's apply action. A student gets 'Søk på stillingen' (or 'Du har søkt' once the
 * søknad is sent); a signed-out visitor is sent to log in and back here; businesses and
 * admins do not apply, and see nothing. `openAtStart` opens the dialog as soon as the student
 * may apply (not when the søknad was sent before).
 */
export function ApplyAction({ job, openAtStart = false }: { job: Job; openAtStart?: boolean }) {
  const user = useAppSelector(selectCurrentUser);
  const location = useLocation();
  if (!user) {
    return (
      <Button
        component={RouterLink}
        to="/login"
        state={{ from: location }}
        variant="contained"
        color="secondary"
        startIcon={<LoginOutlined />}
      >
        {T.logInToApply}
      </Button>
    );
  }
  if (user.role !== 'student') return null;
  if (job.status !== 'open')
    return <Typography color="textSecondary">{APPLICATION_MESSAGES.jobClosed}</Typography>;
  return <StudentApply job={job} openAtStart={openAtStart} />;
}

function StudentApply({ job, openAtStart }: { job: Job; openAtStart: boolean }) {
  // When the check fails the button stays: the server answers 409 if the søknad exists.
  const { data, isLoading } = useGetJobAppliedQuery(job.uuid);
  const [open, setOpen] = useState(openAtStart);
  // The dialog's button is gone once the søknad is sent; focus moves to the way to it.
  const [justApplied, setJustApplied] = useState(false);
  const applicationsLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (justApplied && data?.applied) applicationsLink.current?.focus();
  }, [justApplied, data?.applied]);

  if (data?.applied) {
    // A disabled button cannot take focus, so the way to the søknad is a link beside it.
    return (
      <>
        <Button variant="contained" disabled startIcon={<CheckCircleOutlined />}>
          {T.applied}
        </Button>
        <Button ref={applicationsLink} component={RouterLink} to="/applications">
          {T.seeApplications}
        </Button>
      </>
    );
  }
  return (
    <>
      <Button
        variant="contained"
        color="secondary"
        disabled={isLoading}
        aria-busy={isLoading}
        aria-haspopup="dialog"
        startIcon={<SendOutlined />}
        onClick={() => setOpen(true)}
      >
        {T.apply}
      </Button>
      <OpenedOnce open={open && !isLoading} onFailed={() => setOpen(false)}>
        <ApplyDialog
          job={job}
          open={open && !isLoading}
          onApplied={() => setJustApplied(true)}
          onClose={() => setOpen(false)}
        />
      </OpenedOnce>
    </>
  );
}
