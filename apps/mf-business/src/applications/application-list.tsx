import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { BusinessApplication } from '@yrkesbro/contracts';
import { ApplicationCard } from './application-card.tsx';
import { TEXTS } from '../texts.ts';

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

/** Application-shaped placeholders while the list loads. */
export function ApplicationListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <Stack spacing={2} role="status" aria-label={TEXTS.applications.applicationList.loading}>
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
