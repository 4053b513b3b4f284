import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';

import { BUSINESS_MESSAGES } from '@yrkesbro/contracts';
import type { BusinessDirectoryEntry } from '@yrkesbro/contracts';
import {
  LoadFailed,
  PageContainer,
  StatusMessage,
  useDebouncedUrlText,
  usePageTitle,
  useUrlFilters,
  Link as RouterLink,
} from '@yrkesbro/ui';
import {
  CardGrid,
  CardSkeleton,
  FilterSelect,
  ListPagination,
  SearchField,
  pastLastPage,
} from '@yrkesbro/ui/dashboard';
import { CompanyAvatar } from '../components/company-avatar.tsx';
import { openPositions } from '../components/format.ts';
import { TEXTS } from './texts.ts';
import { useGetBusinessDirectoryQuery } from './businesses-api.ts';

const T = TEXTS.directory;

export const DIRECTORY_PAGE_SIZE = 24;
const SKELETONS = 6;

/** /businesses: every company on Yrkesbro, searched and filtered by the server. */
export default function BusinessDirectoryPage() {
  usePageTitle(T.title, T.pageDescription);
  const { text, positiveNumber, setFilters } = useUrlFilters();
  const top = useRef<HTMLHeadingElement>(null);
  const industry = positiveNumber('industry');
  const page = positiveNumber('page') ?? 1;
  const [q, setQ] = useDebouncedUrlText('q', text('q'), setFilters);
  const { data, currentData, isFetching, isError, error, refetch } = useGetBusinessDirectoryQuery({
    q: text('q'),
    industry,
    page,
    limit: DIRECTORY_PAGE_SIZE,
  });
  const industries = data?.industries ?? [];

  return (
    <PageContainer>
      <Typography variant="h1" ref={top} tabIndex={-1} sx={{ mb: 1, outline: 'none' }}>
        {T.title}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {T.intro}
      </Typography>

      <Card role="search" aria-label={T.searchLabel} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
          <SearchField
            id="businesses-q"
            placeholder={T.searchPlaceholder}
            value={q}
            onChange={setQ}
          />
          <FilterSelect
            id="businesses-industry"
            label={T.industry}
            value={industry}
            options={industries.map((option) => ({
              value: option.value,
              label: `${option.label} (${option.count})`,
            }))}
            onChange={(value) => setFilters({ industry: value })}
            chosenLabel={data ? T.chosenIndustryCounted : T.chosenIndustry}
          />
        </Box>
      </Card>

      {isError && !isFetching ? (
        <LoadFailed
          title={BUSINESS_MESSAGES.directoryFailed}
          error={error}
          onRetry={() => void refetch()}
        />
      ) : !currentData ? (
        <CardGrid label={T.loading} role="status">
          {Array.from({ length: SKELETONS }, (_, index) => (
            <CardSkeleton key={index} testId="business-card-skeleton" picture="rounded" />
          ))}
        </CardGrid>
      ) : currentData.businesses.length === 0 && currentData.total > 0 ? (
        <StatusMessage
          {...pastLastPage(T.count(currentData.total))}
          onAction={() => setFilters({ page: undefined })}
        />
      ) : currentData.businesses.length === 0 ? (
        <StatusMessage title={BUSINESS_MESSAGES.directoryEmpty} />
      ) : (
        <>
          <CardGrid label={T.gridLabel}>
            {currentData.businesses.map((business) => (
              <BusinessCard key={business.business_uuid} business={business} />
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
    </PageContainer>
  );
}

function BusinessCard({ business }: { business: BusinessDirectoryEntry }) {
  return (
    <Card component="article" aria-label={business.company_name} sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={`/business/${business.business_uuid}`}
        sx={{ height: '100%', alignItems: 'stretch' }}
      >
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1.5 }}>
            <CompanyAvatar name={business.company_name} logo={business.logo} />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h3" component="h2">
                {business.company_name}
              </Typography>
              {business.industry_name && (
                <Typography variant="body2" color="textSecondary">
                  {business.industry_name}
                </Typography>
              )}
            </Box>
          </Stack>
          {business.headline && <Typography sx={{ mb: 1 }}>{business.headline}</Typography>}
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
            {business.location && (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <PlaceOutlinedIcon fontSize="small" aria-hidden />
                <Typography variant="body2">{business.location}</Typography>
              </Stack>
            )}
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {openPositions(business.job_count)}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {T.reviews(business.review_count)}
            </Typography>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
