import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage, selectCurrentUser, useAppSelector } from '@yrkesbro/api-client';
import {
  UnsavedChangesQuestion,
  draftKey,
  readDraft,
  removeDraft,
  useFormDraft,
  useLeaveGuard,
  writeDraft,
} from '@yrkesbro/forms';
import { JOB_MESSAGES, publicJobSchema } from '@yrkesbro/contracts';
import type { PublicJobRequest } from '@yrkesbro/contracts';
import { PageContainer, usePageTitle, Link as RouterLink } from '@yrkesbro/ui';
import { onDemand, OpenedOnce } from '@yrkesbro/ui/dashboard';
import { useSnackbar } from '@yrkesbro/toasts';
import { useFormik } from 'formik';
import { useState } from 'react';
import { EMPTY_JOB, JobFields, quickJobSchema } from './job-fields.tsx';
import type { QuickJobForm } from './job-fields.tsx';
import { TEXTS } from './texts.ts';
import { usePostPublicJobMutation } from './post-job-api.ts';

const T = TEXTS;

// The dialogs (who posts, then the code from the e-mail) load when the job's fields are valid and
// the first one opens (asked for when the pointer or focus reaches Publiser); most of the page's
// life is the form.
const { Component: PosterDialog, preload: preloadDialogs } = onDemand(() =>
  import('./post-job-dialogs.tsx').then((module) => ({ default: module.PosterDialog })),
);
const { Component: VerifyCodeDialog } = onDemand(() =>
  import('./post-job-dialogs.tsx').then((module) => ({ default: module.VerifyCodeDialog })),
);

const posterSchema = publicJobSchema.pick(['company_name', 'email', 'contact_email']);

export interface PosterForm {
  company_name: string;
  email: string;
  /** Shown on the ad when filled in; empty shows no e-mail. */
  contact_email: string;
}

/** A job sent and waiting for the code mailed to `email`. */
type Pending = { email: string; jobUuid: string };

/** How the job was published: through the code (a link went by mail) or by a signed-in company. */
type Published = { email: string; viaCode: boolean };

/**
 * /jobs/post: an employer posts a job without an account. The form, then company and e-mail,
 * then (when asked for) the code sent by e-mail. Once published the page says where the
 * private link to manage the ad went, instead of starting over.
 * Nothing typed is lost when a step fails.
 */
export default function PostJobPage() {
  usePageTitle(T.page.title, T.page.description);
  const { enqueueSnackbar } = useSnackbar();
  const [postJob] = usePostPublicJobMutation();
  const [confirmOpen, setConfirmOpen] = useState(false);
  // True from opening the poster dialog until its closing transition has ended. The code dialog
  // waits for it: two modals overlapping mid-transition can leave the new one aria-hidden, out of
  // reach for screen readers.
  const [posterShown, setPosterShown] = useState(false);
  const user = useAppSelector(selectCurrentUser);
  // The job waiting for its code outlives a reload in this tab, as the mail asks for the code
  // here: lost, the code had nowhere to go and the job stayed unpublished.
  const pendingKey = draftKey('public-job-code', user?.id);
  const [pending, setPendingState] = useState(() => readDraft<Pending>(pendingKey));
  const setPending = (next: Pending | null) => {
    if (next) writeDraft(pendingKey, next);
    else removeDraft(pendingKey);
    setPendingState(next);
  };
  const [published, setPublished] = useState<Published | null>(null);

  const job = useFormik<QuickJobForm>({
    initialValues: EMPTY_JOB,
    validationSchema: quickJobSchema,
    onSubmit: () => {
      setPosterShown(true);
      setConfirmOpen(true);
    },
  });

  const poster = useFormik<PosterForm>({
    initialValues: { company_name: '', email: '', contact_email: '' },
    validationSchema: posterSchema,
    onSubmit: async (values) => {
      try {
        const body = publicJobSchema.cast(
          { ...job.values, ...values },
          { stripUnknown: true },
        ) as PublicJobRequest;
        const answer = await postJob(body).unwrap();
        setConfirmOpen(false);
        const email = answer.email || body.email;
        if (answer.requiresVerification) {
          setPending({ email, jobUuid: answer.jobUuid });
        } else {
          onPublished({ email, viaCode: false });
        }
      } catch (error) {
        enqueueSnackbar(errorMessage(error, JOB_MESSAGES.saveFailed), { variant: 'error' });
      }
    },
  });

  const jobDraft = useFormDraft(draftKey('public-job', user?.id), job);
  const posterDraft = useFormDraft(draftKey('public-job-poster', user?.id), poster);

  function onPublished(done: Published) {
    setPending(null);
    jobDraft.discard();
    posterDraft.discard();
    setPublished(done);
    enqueueSnackbar(JOB_MESSAGES.published, { variant: 'success' });
  }

  const guard = useLeaveGuard((job.dirty || poster.dirty) && !published);

  const startOver = () => {
    job.resetForm();
    poster.resetForm();
    setPublished(null);
  };

  return (
    <PageContainer>
      <Typography variant="h1" gutterBottom>
        {T.page.title}
      </Typography>
      {published ? (
        <PublishedNotice published={published} onStartOver={startOver} />
      ) : (
        <>
          <Typography color="textSecondary" sx={{ mb: 3, maxWidth: 720 }}>
            {T.page.intro}
          </Typography>
          <Card sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack
              component="form"
              noValidate
              onSubmit={job.handleSubmit}
              spacing={2}
              aria-label={T.page.formLabel}
            >
              <JobFields form={job} />
              <Button
                type="submit"
                variant="contained"
                onPointerEnter={preloadDialogs}
                onFocus={preloadDialogs}
                size="large"
                sx={{ alignSelf: { sm: 'flex-end' }, width: { xs: '100%', sm: 'auto' } }}
              >
                {T.page.publish}
              </Button>
            </Stack>
          </Card>
        </>
      )}

      <OpenedOnce
        open={confirmOpen}
        onFailed={() => {
          setConfirmOpen(false);
          setPosterShown(false);
        }}
      >
        <PosterDialog
          open={confirmOpen}
          poster={poster}
          onClose={() => !poster.isSubmitting && setConfirmOpen(false)}
          onExited={() => setPosterShown(false)}
        />
      </OpenedOnce>

      {pending && !posterShown && (
        <OpenedOnce open onFailed={() => setPending(null)}>
          <VerifyCodeDialog
            email={pending.email}
            jobUuid={pending.jobUuid}
            onVerified={() => onPublished({ email: pending.email, viaCode: true })}
            onCancel={() => setPending(null)}
          />
        </OpenedOnce>
      )}
      <UnsavedChangesQuestion guard={guard} dirty={job.dirty || poster.dirty} />
    </PageContainer>
  );
}

/** In place of the form once the job is out: where the private link went, or where the ad lives. */
function PublishedNotice({
  published,
  onStartOver,
}: {
  published: Published;
  onStartOver: () => void;
}) {
  return (
    <Card
      component="section"
      aria-label={T.published.label}
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}
    >
      <Alert severity="success" sx={{ mb: 2 }}>
        <AlertTitle>{JOB_MESSAGES.published}</AlertTitle>
        {published.viaCode ? (
          <>
            {T.published.linkSentTo} <strong>{published.email}</strong>
            {T.published.linkSentRest}
          </>
        ) : (
          <>
            {T.published.inDashboard}{' '}
            <Link component={RouterLink} to="/business/dashboard">
              {T.published.toDashboard}
            </Link>
          </>
        )}
      </Alert>
      {published.viaCode && (
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {T.published.noEmail}
        </Typography>
      )}
      <Button variant="outlined" onClick={onStartOver}>
        {T.published.startOver}
      </Button>
    </Card>
  );
}
