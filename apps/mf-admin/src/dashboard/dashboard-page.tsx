import Stack from '@mui/material/Stack';
import { selectCurrentUser, useAppSelector } from '@yrkesbro/api-client';
import { DashboardHeader, PageContainer, usePageTitle } from '@yrkesbro/ui';
import { GradeReviewsSection } from '../grade-reviews/grade-reviews-section.tsx';

/** Oversikt for administrator: the grade documents to read; more comes with the admin issue. */
export default function AdminDashboardPage() {
  const user = useAppSelector(selectCurrentUser);
  usePageTitle('Administrasjon – Yrkesbro');
  return (
    <PageContainer>
      <DashboardHeader title="Administrasjon" email={user?.email} />
      {user?.role === 'admin' && (
        <Stack spacing={3}>
          <GradeReviewsSection list="pending" />
          <GradeReviewsSection list="auto" />
        </Stack>
      )}
    </PageContainer>
  );
}
