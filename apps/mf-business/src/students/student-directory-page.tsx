import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { TextField } from '@yrkesbro/ui/text-field';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import {
  errorStatus,
  NAME_TEXT_MAX,
  PLACE_TEXT_MAX,
  SUBSCRIPTION_MESSAGES,
} from '@yrkesbro/contracts';
import { PlanDialog, useCheckoutReturn, useQuotaDialog } from '@yrkesbro/plans';
import {
  LoadFailed,
  PageContainer,
  StatusMessage,
  useDebouncedUrlText,
  usePageTitle,
  useUrlFilters,
} from '@yrkesbro/ui';
import {
  CardGrid,
  CardSkeleton,
  FilterSelect,
  ListPagination,
  SearchField,
  useFailureToast,
  pastLastPage,
} from '@yrkesbro/ui/dashboard';
import { useVocations } from '../components/use-vocations.ts';
import { StudentCard } from './student-card.tsx';
import { useGetStudentDirectoryQuery } from './students-api.ts';
import { TEXTS } from './texts.ts';

const T = TEXTS.studentDirectoryPage;

export const DIRECTORY_PAGE_SIZE = 24;
const SKELETONS = 6;

/** /students: the students a business can reach, searched by name and city, by vocation. */
export default function StudentDirectoryPage() {
  usePageTitle(T.title, T.pageDescription);
  const { confirming } = useCheckoutReturn();
  const { text, positiveNumber, setFilters } = useUrlFilters();
  const top = useRef<HTMLHeadingElement>(null);
  const vocation = positiveNumber('vocation');
  const page = positiveNumber('page') ?? 1;
  const [name, setName] = useDebouncedUrlText('name', text('name'), setFilters);
  const [city, setCity] = useDebouncedUrlText('city', text('city'), setFilters);
  const { vocations } = useVocations(SUBSCRIPTION_MESSAGES.vocationsLoadFailed);
  const { currentData, isFetching, isError, error, refetch } = useGetStudentDirectoryQuery(
    { name: text('name'), city: text('city'), vocation, page, limit: DIRECTORY_PAGE_SIZE },
    { skip: confirming },
  );
  const { quota, planOpen, setPlanOpen } = useQuotaDialog(error, isFetching);
  // A used-up quota is not a failure: the plan dialog answers it.
  useFailureToast(
    errorStatus(error) === 402 ? undefined : error,
    SUBSCRIPTION_MESSAGES.studentsLoadFailed,
  );
  const searching = Boolean(text('name') || text('city') || vocation);

  return (
    <PageContainer>
      <Typography variant="h1" ref={top} tabIndex={-1} sx={{ mb: 1, outline: 'none' }}>
        {T.title}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {T.intro}
      </Typography>

      <Card role="search" aria-label={T.searchLabel} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}
        >
          <SearchField
            id="students-name"
            placeholder={T.namePlaceholder}
            value={name}
            onChange={setName}
            maxLength={NAME_TEXT_MAX}
          />
          <TextField
            id="students-city"
            type="search"
            label={T.city}
            placeholder={T.cityPlaceholder}
            value={city}
            onChange={(event) => setCity(event.target.value)}
            slotProps={{ htmlInput: { maxLength: PLACE_TEXT_MAX } }}
          />
          <FilterSelect
            id="students-vocation"
            label={T.vocation}
            value={vocation}
            options={vocations.map((option) => ({ value: option.id, label: option.name }))}
            onChange={(value) => setFilters({ vocation: value })}
            chosenLabel={T.chosenVocation}
          />
        </Box>
      </Card>

      {quota ? (
        <StatusMessage
          title={SUBSCRIPTION_MESSAGES.quotaUsed}
          actionLabel={T.choosePlan}
          onAction={() => setPlanOpen(true)}
        />
      ) : isError && !isFetching ? (
        <LoadFailed
          title={SUBSCRIPTION_MESSAGES.studentsLoadFailed}
          error={error}
          onRetry={() => void refetch()}
        />
      ) : !currentData ? (
        <CardGrid label={T.loading} role="status">
          {Array.from({ length: SKELETONS }, (_, index) => (
            <CardSkeleton key={index} testId="student-card-skeleton" picture="circular" />
          ))}
        </CardGrid>
      ) : currentData.students.length === 0 && currentData.total > 0 ? (
        <StatusMessage
          {...pastLastPage(T.count(currentData.total))}
          onAction={() => setFilters({ page: undefined })}
        />
      ) : currentData.students.length === 0 ? (
        <StatusMessage
          title={SUBSCRIPTION_MESSAGES.noStudents}
          actionLabel={searching ? T.resetSearch : undefined}
          onAction={() => setFilters({ name: '', city: '', vocation: '' })}
        />
      ) : (
        <>
          <Typography role="status" color="textSecondary" sx={{ mb: 2 }}>
            {T.count(currentData.total)}
          </Typography>
          <CardGrid label={T.listLabel}>
            {currentData.students.map((student) => (
              <StudentCard key={student.uuid} student={student} />
            ))}
          </CardGrid>
          <ListPagination
            count={Math.ceil(currentData.total / currentData.limit)}
            page={page}
            onChange={(next) => setFilters({ page: next === 1 ? undefined : next })}
            top={top}
          />
        </>
      )}
      <PlanDialog open={planOpen} onClose={() => setPlanOpen(false)} usage={quota} />
    </PageContainer>
  );
}
