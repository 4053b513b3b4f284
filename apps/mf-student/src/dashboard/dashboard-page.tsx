import Stack from '@mui/material/Stack';
import { selectCurrentUser, useAppSelector } from '@yrkesbro/api-client';
import { DashboardHeader, PageContainer, usePageTitle } from '@yrkesbro/ui';
import { ApplicationsSection } from './applications-section.tsx';
import { FavoriteJobsSection } from './favorite-jobs-section.tsx';

/** Min side som elev; the sections arrive with their issues. */
export default function StudentDashboardPage() {
  const user = useAppSelector(selectCurrentUser);
  usePageTitle('Studentdashbord – Yrkesbro');
  return (
    <PageContainer>
      <DashboardHeader title="Studentdashbord" email={user?.email} />
      {user?.role === 'student' && (
        <Stack spacing={3}>
          <FavoriteJobsSection />
          <ApplicationsSection />
        </Stack>
      )}
    </PageContainer>
  );
}
