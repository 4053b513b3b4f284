import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BusinessApplication, BusinessApplicationsResponse } from '@yrkesbro/contracts';
import { StatusMessage, useUrlFilters } from '@yrkesbro/ui';
import { ListPagination } from '@yrkesbro/ui/dashboard';
import { useRef } from 'react';
import { ApplicationCard } from './application-card.tsx';
import { listPageIn } from './list-page.ts';
import { TEXTS } from './texts.ts';

/** Applications as cards, newest first, in a list named for screen readers. */
export function ApplicationList({
  applications,
  label,
  headingLevel = 'h3',
  linkToJob = true,
}: {
  applications: BusinessApplication[];
  label: string;
  headingLevel?: 'h2' | 'h3';
  linkToJob?: boolean;
}) {
  return (
    <Stack component="ul" spacing={2} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {applications.map((application) => (
        <ApplicationCard
          key={application.application_uuid}
          application={application}
          headingLevel={headingLevel}
          linkToJob={linkToJob}
        />
      ))}
    </Stack>
  );
}

/**
 * The list's page in the address (`?page=`), so a page can be linked to and Back returns to it;
 * held to the pages the API answers. A new page starts at the heading (`top`): it is scrolled to
 * and focused, as the page buttons that had focus go while the page loads.
 */
export function useListPage() {
  const { searchParams, setFilters } = useUrlFilters();
  const top = useRef<HTMLHeadingElement>(null);
  return {
    page: listPageIn(searchParams),
    top,
    setPage: (next: number) => {
      setFilters({ page: next === 1 ? undefined : next });
      top.current?.scrollIntoView?.({ behavior: 'smooth' });
      top.current?.focus({ preventScroll: true });
    },
  };
}

/**
 * One page of a list that has applications: the counts of the whole list above it, page buttons
 * below. A page past the end (the list shrank since it was linked) leads to the last one.
 */
export function PagedApplicationList({
  response,
  page,
  onPage,
  label,
  linkToJob,
}: {
  response: BusinessApplicationsResponse;
  page: number;
  onPage: (page: number) => void;
  label: string;
  linkToJob?: boolean;
}) {
  const T = TEXTS.applicationList;
  const pages = Math.ceil(response.application_count / response.limit);
  if (response.applications.length === 0)
    return (
      <StatusMessage title={T.pastLastPage} actionLabel={T.lastPage} onAction={() => onPage(pages)}>
        {T.pastLastPageText}
      </StatusMessage>
    );
  return (
    <>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {TEXTS.summary(response.application_count, response.pending_reviews)}
      </Typography>
      <ApplicationList
        applications={response.applications}
        label={label}
        headingLevel="h2"
        linkToJob={linkToJob}
      />
      <ListPagination count={pages} page={page} onChange={onPage} />
    </>
  );
}

/** Application-shaped placeholders while the list loads. */
export function ApplicationListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <Stack spacing={2} role="status" aria-label={TEXTS.applicationList.loading}>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Skeleton variant="circular" width={56} height={56} />
            <Stack sx={{ flex: 1 }}>
              <Skeleton variant="text" width="40%" height={32} />
              <Skeleton variant="text" width="25%" />
            </Stack>
          </Stack>
          <Skeleton variant="rounded" height={72} sx={{ mt: 2 }} />
        </Card>
      ))}
    </Stack>
  );
}
