import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { BusinessApplication } from '@yrkesbro/contracts';
import { ApplicationCard } from './application-card.tsx';

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
    <Stack spacing={2} role="status" aria-label="Laster søknader">
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

/** '1 søknad, 1 venter på vurdering' / '3 søknader, 2 venter på vurdering'. */
export function applicationSummary(count: number, pending: number): string {
  return `${count === 1 ? '1 søknad' : `${count} søknader`}, ${pending} venter på vurdering`;
}
