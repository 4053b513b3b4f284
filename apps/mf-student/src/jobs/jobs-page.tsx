import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { TextField } from '@yrkesbro/ui/text-field';
import Typography from '@mui/material/Typography';

import {
  JOB_MESSAGES,
  JOB_SORTS,
  JOB_TYPE_LABELS,
  JOB_TYPES,
  jobSearchFromAddress,
  PLACE_TEXT_MAX,
} from '@yrkesbro/contracts';
import type { JobSort } from '@yrkesbro/contracts';
import {
  LoadFailed,
  PageContainer,
  StatusMessage,
  useDebouncedUrlText,
  usePageTitle,
  useUrlFilters,
} from '@yrkesbro/ui';
import {
  FilterSelect,
  ListPagination,
  OpenedOnce,
  pastLastPage,
  SearchField,
} from '@yrkesbro/ui/dashboard';
import Button from '@mui/material/Button';
import { selectCurrentUser, useAppSelector } from '@yrkesbro/api-client';
import { lazy, useRef, useState } from 'react';
import { useGetBusinessPageQuery } from '../businesses/businesses-api.ts';
import { TEXTS } from './texts.ts';
import { JobCard, JobCardSkeleton, JobGrid } from './job-card.tsx';
import { useSearchJobsQuery } from './student-jobs-api.ts';
import { useFavoritesShown } from './use-favorite-jobs.ts';

const T = TEXTS.list;

// Loaded when asked for: its dialog, radio buttons and form are not on the search's first load.
const SaveSearchDialog = lazy(() =>
  import('./save-search-dialog.tsx').then((module) => ({ default: module.SaveSearchDialog })),
);

/** The loading state shows this many placeholder cards (seed 1, Jobs list). */
export const JOB_SKELETONS = 3;

const SORT_LABELS: Record<JobSort, string> = T.sorts;

/** The number of results, as the live region reads it out. */
export function jobCount(total: number): string {
  return T.count(total);
}

/**
 * /jobs and /jobs/search: the server searches, filters, sorts and pages; every choice lives in
 * the address so a search can be shared and survives a reload. `?business={uuid}` shows one
 * company's jobs.
 */
export default function JobsPage() {
  const { searchParams, text, setFilters } = useUrlFilters();
  const search = jobSearchFromAddress(searchParams);
  const { business, vocation, job_type: jobType, sort: chosenSort } = search;
  // Without a choice the server ranks a search with words by relevance, others by date.
  const defaultSort: JobSort = text('q') ? 'relevance' : 'newest';
  const sort = chosenSort ?? defaultSort;
  const page = search.page ?? 1;
  const [q, setQ] = useDebouncedUrlText('q', text('q'), setFilters);
  const [location, setLocation] = useDebouncedUrlText('location', text('location'), setFilters);

  const { data, currentData, isFetching, isError, error, refetch } = useSearchJobsQuery(search);
  const { data: company } = useGetBusinessPageQuery(business ?? '', { skip: !business });
  const favoritesShown = useFavoritesShown();
  const isStudent = useAppSelector(selectCurrentUser)?.role === 'student';
  const [saving, setSaving] = useState(false);
  const top = useRef<HTMLHeadingElement>(null);
  const saveSearchButton = isStudent && !business && (
    <Button variant="outlined" size="small" onClick={() => setSaving(true)}>
      {T.saveSearch}
    </Button>
  );

  const companyName = business
    ? (company?.company_name ?? currentData?.jobs[0]?.company_name)
    : undefined;
  const heading = companyName ? T.companyTitle(companyName) : T.title;
  usePageTitle(heading, T.pageDescription);

  // The facets of the last answer stay while the next one loads, so the selects do not jump.
  const vocationFacets = data?.facets.vocation ?? [];
  const vocationName = useRememberedName(vocationFacets, vocation);
  const jobTypeCounts = new Map((data?.facets.job_type ?? []).map((f) => [f.value, f.count]));
  // The search boxes follow the address, so they empty themselves.
  const clearFilters = () =>
    setFilters({
      q: undefined,
      location: undefined,
      vocation: undefined,
      job_type: undefined,
      sort: undefined,
    });
  const pageCount = currentData ? Math.ceil(currentData.total / currentData.limit) : 0;

  return (
    <PageContainer>
      <Stack spacing={1} sx={{ mb: 3 }}>
        <Typography variant="h1" ref={top} tabIndex={-1} sx={{ outline: 'none' }}>
          {heading}
        </Typography>
        {business && (
          <Chip
            label={T.showAllBusinesses}
            onClick={() => setFilters({ business: undefined })}
            sx={{ alignSelf: 'flex-start' }}
          />
        )}
      </Stack>

      <Card role="search" aria-label={T.searchLabel} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            // Five in a row only where 'Mest relevant' and the search's hint fit whole.
            gridTemplateColumns: {
              xs: '1fr',
              sm: '1fr 1fr',
              md: '1fr 1fr 1fr',
              lg: '2fr 1.4fr 1.6fr 1.3fr 1.3fr',
            },
          }}
        >
          <SearchField id="jobs-q" placeholder={T.searchPlaceholder} value={q} onChange={setQ} />
          <TextField
            id="jobs-location"
            label={T.location}
            placeholder={T.locationPlaceholder}
            value={location}
            onChange={(event) => setLocation(event.target.value)}
            slotProps={{ htmlInput: { maxLength: PLACE_TEXT_MAX } }}
          />
          <FilterSelect
            id="jobs-vocation"
            label={T.vocation}
            value={vocation}
            options={vocationFacets.map((facet) => ({
              value: facet.value,
              label: `${facet.label} (${facet.count})`,
            }))}
            onChange={(value) => setFilters({ vocation: value })}
            chosenLabel={
              data ? T.chosenVocationCounted(vocationName) : (vocationName ?? T.chosenVocation)
            }
          />
          <TextField
            id="jobs-job-type"
            select
            label={T.jobType}
            value={jobType ?? ''}
            onChange={(event) => setFilters({ job_type: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          >
            <option value="">{T.allJobTypes}</option>
            {JOB_TYPES.map((type) => {
              const count = jobTypeCounts.get(type);
              return (
                <option key={type} value={type} disabled={data && !count && type !== jobType}>
                  {JOB_TYPE_LABELS[type]}
                  {data ? ` (${count ?? 0})` : ''}
                </option>
              );
            })}
          </TextField>
          <TextField
            id="jobs-sort"
            select
            label={T.sortBy}
            value={sort}
            onChange={(event) =>
              setFilters({
                sort: event.target.value === defaultSort ? undefined : event.target.value,
              })
            }
          >
            {JOB_SORTS.map((choice) => (
              <option key={choice} value={choice}>
                {SORT_LABELS[choice]}
              </option>
            ))}
          </TextField>
        </Box>
      </Card>

      {isError && !isFetching ? (
        <LoadFailed title={JOB_MESSAGES.loadFailed} error={error} onRetry={() => void refetch()} />
      ) : !currentData ? (
        <Box role="status" aria-label={T.loading}>
          <JobGrid>
            {Array.from({ length: JOB_SKELETONS }, (_, index) => (
              <JobCardSkeleton key={index} />
            ))}
          </JobGrid>
        </Box>
      ) : currentData.jobs.length === 0 && currentData.total > 0 ? (
        <StatusMessage
          {...pastLastPage(jobCount(currentData.total))}
          onAction={() => setFilters({ page: undefined })}
        />
      ) : currentData.jobs.length === 0 ? (
        <>
          <StatusMessage
            title={JOB_MESSAGES.noJobs}
            actionLabel={T.clearFilters}
            onAction={clearFilters}
          >
            {T.noJobsIntro}
          </StatusMessage>
          {/* No match today is when an alert for the next one helps most. */}
          {saveSearchButton && <Box sx={{ textAlign: 'center' }}>{saveSearchButton}</Box>}
        </>
      ) : (
        <>
          <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
            <Typography role="status" aria-live="polite" color="textSecondary">
              {jobCount(currentData.total)}
            </Typography>
            {saveSearchButton}
          </Stack>
          <JobGrid label={T.gridLabel}>
            {currentData.jobs.map((job) => (
              <JobCard key={job.uuid} job={job} favoritesShown={favoritesShown} />
            ))}
          </JobGrid>
          <ListPagination
            count={pageCount}
            page={page}
            onChange={(next) => setFilters({ page: next === 1 ? undefined : next })}
            top={top}
          />
        </>
      )}
      {saving && (
        <OpenedOnce open onFailed={() => setSaving(false)}>
          <SaveSearchDialog
            search={{ q: text('q'), location: text('location'), vocation, job_type: jobType }}
            vocationName={vocationName}
            onClose={() => setSaving(false)}
          />
        </OpenedOnce>
      )}
    </PageContainer>
  );
}

/**
 * The name of the chosen yrke as its facet last showed it: when a search then finds none of
 * its jobs, the facet is gone, and the box still names the yrke rather than 'Valgt yrke'.
 */
function useRememberedName(
  facets: { value: number; label: string }[],
  chosen: number | undefined,
): string | undefined {
  const [names, setNames] = useState<ReadonlyMap<number, string>>(new Map());
  const unseen = facets.filter((facet) => names.get(facet.value) !== facet.label);
  if (unseen.length > 0) {
    setNames(new Map([...names, ...unseen.map((facet) => [facet.value, facet.label] as const)]));
  }
  return chosen === undefined ? undefined : names.get(chosen);
}
