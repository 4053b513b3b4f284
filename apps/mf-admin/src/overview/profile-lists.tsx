import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ADMIN_MESSAGES } from '@yrkesbro/contracts';
import type { AdminBusinessRow, AdminPage, AdminStudentRow } from '@yrkesbro/contracts';
import {
  initials,
  LoadFailed,
  Link as RouterLink,
  useDebouncedUrlText,
  useSearchParams,
  useUrlFilters,
} from '@yrkesbro/ui';
import {
  DashboardTabs,
  ListPagination,
  SearchField,
  tabNamed,
  withTab,
} from '@yrkesbro/ui/dashboard';
import type { ReactNode } from 'react';
import { useGetAdminBusinessesQuery, useGetAdminStudentsQuery } from './admin-api.ts';
import { CompletionBar } from './completion-bar.tsx';
import { useFetchFailedToast } from './use-fetch-failed-toast.ts';
import { TEXTS } from '../texts.ts';

const T = TEXTS.overview.profileLists;

type ProfileTab = 'elever' | 'bedrifter';

const TABS = [
  { key: 'elever', label: T.studentsTab },
  { key: 'bedrifter', label: T.businessesTab },
] as const;

const TAB_PARAM = 'fane';

/**
 * The open list's search and page, in the address (`?fane=bedrifter&q=…&page=2`) as every list
 * of the product has them: back from a profile, and a reload, find the list as it was left.
 */
function useSearch() {
  const { text, positiveNumber, setFilters } = useUrlFilters();
  const [typed, setTyped] = useDebouncedUrlText('q', text('q'), setFilters);
  return {
    text: typed,
    setText: setTyped,
    q: text('q'),
    page: positiveNumber('page') ?? 1,
    setPage: (page: number) => setFilters({ page }),
  };
}

/** The tabs Student Profiles and Business Profiles, each searched and paged on the server. */
export function ProfileLists() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabNamed(TABS, searchParams.get(TAB_PARAM));
  // The other list starts afresh: its search and page were not the ones in the address.
  const setTab = (next: ProfileTab) =>
    setSearchParams((previous) => {
      const params = withTab(TAB_PARAM, next)(previous);
      params.delete('q');
      params.delete('page');
      return params;
    });
  return (
    <Card component="section" aria-label={T.label} sx={{ p: { xs: 2, sm: 3 } }}>
      <DashboardTabs
        label={T.label}
        idPrefix="admin-profiles"
        tabs={TABS}
        current={tab}
        onChange={setTab}
        panels={{ elever: <StudentList />, bedrifter: <BusinessList /> }}
      />
    </Card>
  );
}

function StudentList() {
  const search = useSearch();
  const result = useGetAdminStudentsQuery({ q: search.q, page: search.page });
  return (
    <PagedList
      id="admin-students"
      search={search}
      placeholder={T.studentSearch}
      result={result}
      empty={T.studentsEmpty}
      row={(student) => (
        <ProfileRow
          key={student.uuid}
          who={student.name?.trim() || student.email}
          picture={student.profile_picture_url}
          lines={[
            student.email,
            [
              student.school,
              T.educationCount(student.education_count),
              T.skillsCount(student.skills_count),
            ]
              .filter(Boolean)
              .join(' · '),
          ]}
          completion={student.completion_percentage}
          profileUrl={`/profile/${student.uuid}`}
        />
      )}
    />
  );
}

function BusinessList() {
  const search = useSearch();
  const result = useGetAdminBusinessesQuery({ q: search.q, page: search.page });
  return (
    <PagedList
      id="admin-businesses"
      search={search}
      placeholder={T.businessSearch}
      result={result}
      empty={T.businessesEmpty}
      row={(business) => (
        <ProfileRow
          key={business.uuid}
          who={business.company_name}
          picture={business.logo}
          lines={[
            business.email,
            [business.industry, T.jobPostingsCount(business.job_postings_count)]
              .filter(Boolean)
              .join(' · '),
          ]}
          completion={business.completion_percentage}
          profileUrl={`/business/${business.uuid}`}
        />
      )}
    />
  );
}

function PagedList<Row extends AdminStudentRow | AdminBusinessRow>({
  id,
  search,
  placeholder,
  result: { data, error, isFetching, refetch },
  empty,
  row,
}: {
  id: string;
  search: ReturnType<typeof useSearch>;
  placeholder: string;
  result: {
    data?: AdminPage<Row>;
    error?: unknown;
    isFetching: boolean;
    refetch: () => unknown;
  };
  empty: string;
  row: (row: Row) => ReactNode;
}) {
  useFetchFailedToast(error);
  return (
    <Stack spacing={2}>
      <SearchField
        id={`${id}-search`}
        placeholder={placeholder}
        value={search.text}
        onChange={search.setText}
      />
      {error ? (
        <LoadFailed
          title={ADMIN_MESSAGES.fetchFailed}
          error={error}
          onRetry={() => void refetch()}
        />
      ) : !data ? (
        <Box role="status" aria-label={T.loading}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={72} sx={{ mb: 1 }} />
          ))}
        </Box>
      ) : data.rows.length === 0 ? (
        // Announced like the count it takes the place of: a search that finds nothing is heard.
        <Typography color="textSecondary" role="status">
          {empty}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="textSecondary" aria-live="polite">
            {T.hits(data.total)}
          </Typography>
          <Stack
            component="ul"
            spacing={1}
            aria-busy={isFetching}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {data.rows.map(row)}
          </Stack>
          <ListPagination
            count={Math.ceil(data.total / data.limit)}
            page={search.page}
            onChange={search.setPage}
          />
        </>
      )}
    </Stack>
  );
}

function ProfileRow({
  who,
  picture,
  lines,
  completion,
  profileUrl,
}: {
  who: string;
  picture: string | null;
  lines: string[];
  completion: number;
  profileUrl: string;
}) {
  return (
    <Box
      component="li"
      aria-label={who}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
      }}
    >
      <Avatar src={picture ?? undefined} alt="">
        {initials(who)}
      </Avatar>
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{who}</Typography>
        {lines.map((line) => (
          <Typography key={line} variant="body2" color="textSecondary" noWrap>
            {line}
          </Typography>
        ))}
      </Box>
      <CompletionBar percentage={completion} who={who} />
      <Link component={RouterLink} to={profileUrl} aria-label={T.viewProfileOf(who)}>
        {T.viewProfile}
      </Link>
    </Box>
  );
}
