import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { TextField } from '@yrkesbro/ui/text-field';
import Typography from '@mui/material/Typography';
import { errorMessage, selectCurrentUser, useAppSelector } from '@yrkesbro/api-client';
import { FYLKER, SCHOOL_CSV_MAX_BYTES, SCHOOL_MESSAGES } from '@yrkesbro/contracts';
import type { Fylke, School } from '@yrkesbro/contracts';
import {
  LoadFailed,
  PageContainer,
  useDebouncedUrlText,
  usePageTitle,
  useUrlFilters,
} from '@yrkesbro/ui';
import { useSnackbar } from '@yrkesbro/toasts';
import { SearchField, OpenedOnce } from '@yrkesbro/ui/dashboard';
import { lazy, useEffect, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useGetSchoolsQuery, useImportSchoolsMutation } from './schools-api.ts';
import { TEXTS } from '../texts.ts';

// The forms load when first opened, not with the list.
const SchoolFormDialog = lazy(() =>
  import('./school-form-dialog.tsx').then((module) => ({ default: module.SchoolFormDialog })),
);
const SendEmailDialog = lazy(() =>
  import('./send-email-dialog.tsx').then((module) => ({ default: module.SendEmailDialog })),
);

const T = TEXTS.schools.page;
const ROW = TEXTS.schools.row;

type Open = { kind: 'add' } | { kind: 'edit' | 'email'; school: School } | null;

/**
 * /schools: the directory every signed-in user may browse; the admin adds, imports and writes.
 * The search and the county live in the address (`?q=…&fylke=…`), so a reload keeps them.
 */
export default function SchoolsPage() {
  usePageTitle(T.pageTitle);
  const isAdmin = useAppSelector(selectCurrentUser)?.role === 'admin';
  const { text: param, oneOf, setFilters } = useUrlFilters();
  const q = param('q');
  const region: Fylke | '' = oneOf('fylke', FYLKER) ?? '';
  const [text, setText] = useDebouncedUrlText('q', q, setFilters);
  const [open, setOpen] = useState<Open>(null);
  // The school just mailed: its Send Email button is disabled now, so its Edit button takes the
  // focus the dialog gives back.
  const [mailed, setMailed] = useState<string | null>(null);
  const { data: schools, error, refetch } = useGetSchoolsQuery({ q, region });
  const { enqueueSnackbar } = useSnackbar();

  useEffect(() => {
    if (error) enqueueSnackbar(SCHOOL_MESSAGES.loadFailed, { variant: 'error' });
  }, [error, enqueueSnackbar]);

  return (
    <PageContainer>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <Typography variant="h1">{T.title}</Typography>
        {isAdmin && (
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={() => setOpen({ kind: 'add' })}>
              {T.add}
            </Button>
            <CsvImportButton />
          </Stack>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
          <SearchField id="schools-search" placeholder={T.search} value={text} onChange={setText} />
        </Box>
        <TextField
          select
          id="schools-region"
          label={T.region}
          value={region}
          onChange={(event) => setFilters({ fylke: event.target.value })}
          sx={{ minWidth: 220 }}
          slotProps={{ inputLabel: { shrink: true } }}
        >
          <option value="">{T.allRegions}</option>
          {FYLKER.map((fylke) => (
            <option key={fylke} value={fylke}>
              {fylke}
            </option>
          ))}
        </TextField>
      </Stack>
      {error ? (
        <LoadFailed
          title={SCHOOL_MESSAGES.loadFailed}
          error={error}
          onRetry={() => void refetch()}
        />
      ) : !schools ? (
        <Box role="status" aria-label={T.loading}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={88} sx={{ mb: 1 }} />
          ))}
        </Box>
      ) : schools.length === 0 ? (
        <Typography color="textSecondary">{T.empty}</Typography>
      ) : (
        <Stack
          component="ul"
          spacing={1}
          aria-label={T.listLabel}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {schools.map((school) => (
            <SchoolRow
              key={school.school_id}
              school={school}
              isAdmin={isAdmin}
              onEdit={() => setOpen({ kind: 'edit', school })}
              onEmail={() => setOpen({ kind: 'email', school })}
              takeFocus={mailed === school.school_id}
              onFocusTaken={() => setMailed(null)}
            />
          ))}
        </Stack>
      )}
      <OpenedOnce open={open !== null} onFailed={() => setOpen(null)}>
        {open?.kind === 'add' && <SchoolFormDialog onClose={() => setOpen(null)} />}
        {open?.kind === 'edit' && (
          <SchoolFormDialog school={open.school} onClose={() => setOpen(null)} />
        )}
        {open?.kind === 'email' && (
          <SendEmailDialog
            school={open.school}
            onClose={() => setOpen(null)}
            onSent={() => {
              setMailed(open.school.school_id);
              setOpen(null);
            }}
          />
        )}
      </OpenedOnce>
    </PageContainer>
  );
}

function SchoolRow({
  school,
  isAdmin,
  onEdit,
  onEmail,
  takeFocus,
  onFocusTaken,
}: {
  school: School;
  isAdmin: boolean;
  onEdit: () => void;
  onEmail: () => void;
  takeFocus: boolean;
  onFocusTaken: () => void;
}) {
  const contacted = school.contacted === 'true';
  const editButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!takeFocus) return;
    editButton.current?.focus();
    onFocusTaken();
  }, [takeFocus, onFocusTaken]);
  return (
    <Card component="li" aria-label={school.school_name} sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        {/* A name, address or e-mail of one long word wraps instead of running off the card. */}
        <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600 }}>{school.school_name}</Typography>
            {contacted && <Chip label={ROW.contacted} color="success" size="small" />}
          </Stack>
          <Typography variant="body2" color="textSecondary">
            {school.region} · {school.address}
          </Typography>
          <Typography component="div" variant="body2" color="textSecondary">
            {school.email}
            {school.email_is_example && (
              <Chip label={ROW.exampleAddress} size="small" variant="outlined" sx={{ ml: 1 }} />
            )}
          </Typography>
        </Box>
        {isAdmin && (
          <Stack direction="row" spacing={1}>
            <Button
              ref={editButton}
              variant="outlined"
              onClick={onEdit}
              aria-label={ROW.editLabel(school.school_name)}
            >
              {ROW.edit}
            </Button>
            <Button
              variant="contained"
              onClick={onEmail}
              disabled={contacted}
              aria-label={ROW.sendEmailLabel(school.school_name)}
            >
              {ROW.sendEmail}
            </Button>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** Reads the chosen file in the browser and sends its text; the server checks every line first. */
function CsvImportButton() {
  const input = useRef<HTMLInputElement>(null);
  const [importSchools, { isLoading }] = useImportSchoolsMutation();
  const { enqueueSnackbar } = useSnackbar();

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Refused here rather than sent: the API would refuse the request whole, with no reason.
    if (file.size > SCHOOL_CSV_MAX_BYTES) {
      enqueueSnackbar(SCHOOL_MESSAGES.csvTooLarge, { variant: 'error' });
      return;
    }
    try {
      const { imported } = await importSchools(await readText(file)).unwrap();
      enqueueSnackbar(SCHOOL_MESSAGES.imported(imported), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(error, SCHOOL_MESSAGES.importFailed), { variant: 'error' });
    }
  };

  return (
    <>
      <Button variant="outlined" onClick={() => input.current?.click()} disabled={isLoading}>
        {TEXTS.schools.csvImport.import}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        aria-label={TEXTS.schools.csvImport.fileLabel}
        onChange={(event) => void chosen(event)}
      />
    </>
  );
}

function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}
