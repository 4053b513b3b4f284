import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage, sessionEnded, useAppDispatch } from '@yrkesbro/api-client';
import { dataExportFileName, deletionDateText, PRIVACY_MESSAGES } from '@yrkesbro/contracts';
import type { AccountDeletionRequest } from '@yrkesbro/contracts';
import { LoadFailed, PageContainer, usePageTitle } from '@yrkesbro/ui';
import { useSnackbar } from '@yrkesbro/toasts';
import { useState } from 'react';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { ExportRefused, fetchDataExport } from './data-export.ts';
import {
  privacyApi,
  useAccountDeletionQuery,
  useCancelDeletionMutation,
  useScheduleDeletionMutation,
} from './privacy-api.ts';
import { TEXTS } from './texts.ts';

const T = TEXTS.privacy;

/** /account/privacy ("Personvern og data"): a copy of everything we hold, and deleting the account. */
export function PrivacyPage() {
  usePageTitle(T.title);
  return (
    <PageContainer>
      <Typography variant="h1" gutterBottom>
        {T.title}
      </Typography>
      <Stack spacing={3} sx={{ maxWidth: 640 }}>
        <DownloadCard />
        <DeletionCard />
      </Stack>
    </PageContainer>
  );
}

function DownloadCard() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      saveFile(await fetchDataExport(), dataExportFileName(new Date()));
    } catch (error) {
      setFailure(error instanceof ExportRefused ? error.message : PRIVACY_MESSAGES.exportFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" gutterBottom>
          {T.downloadHeading}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {T.downloadIntro}
        </Typography>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <Button
          variant="contained"
          onClick={download}
          disabled={busy}
          aria-busy={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {busy ? T.downloading : T.download}
        </Button>
      </CardContent>
    </Card>
  );
}

function DeletionCard() {
  const status = useAccountDeletionQuery(undefined, { refetchOnMountOrArgChange: true });
  const [schedule] = useScheduleDeletionMutation();
  const [cancel, cancelling] = useCancelDeletionMutation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useSnackbar();

  const confirm = async (request: AccountDeletionRequest) => {
    const scheduled = await schedule(request).unwrap();
    enqueueSnackbar(T.deletionScheduled(deletionDateText(scheduled.scheduledFor!)), {
      variant: 'success',
    });
    // Remembered for the next sign-in in this tab, whose banner then shows the date at once.
    dispatch(privacyApi.util.upsertQueryData('accountDeletion', undefined, scheduled));
    // The API has ended every session, this one too: the guards take the person to /login.
    dispatch(sessionEnded());
    return scheduled;
  };
  const undo = async () => {
    try {
      await cancel().unwrap();
      enqueueSnackbar(PRIVACY_MESSAGES.deletionCancelled, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error, T.cancelFailed), { variant: 'error' });
    }
  };

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" gutterBottom>
          {T.deleteHeading}
        </Typography>
        {status.isLoading ? (
          <Skeleton variant="rectangular" height={96} role="status" aria-label={T.loading} />
        ) : status.isError || !status.data ? (
          <LoadFailed title={T.loadFailed} error={status.error} onRetry={status.refetch} />
        ) : status.data.scheduledFor ? (
          <Stack spacing={2}>
            <Alert severity="warning">
              {T.pending(deletionDateText(status.data.scheduledFor))}
            </Alert>
            <Button
              variant="contained"
              onClick={undo}
              disabled={cancelling.isLoading}
              aria-busy={cancelling.isLoading}
              sx={{ alignSelf: 'flex-start' }}
            >
              {cancelling.isLoading ? T.undoing : T.undo}
            </Button>
          </Stack>
        ) : (
          <>
            <Typography color="textSecondary" sx={{ mb: 2 }}>
              {T.deleteIntro}
            </Typography>
            <Button variant="outlined" color="error" onClick={() => setDialogOpen(true)}>
              {T.delete}
            </Button>
            <DeleteAccountDialog
              open={dialogOpen}
              onClose={() => setDialogOpen(false)}
              onConfirm={confirm}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has handed the file to the browser by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
