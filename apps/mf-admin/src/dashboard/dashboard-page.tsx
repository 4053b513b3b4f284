import { selectCurrentUser, useAppSelector } from '@yrkesbro/api-client';
import { DashboardHeader, PageContainer, usePageTitle } from '@yrkesbro/ui';
import { GradeReviewsSection } from '../grade-reviews/grade-reviews-section.tsx';

/** Oversikt for administrator: the grade documents waiting for a person; more comes with the admin issue. */
export default function AdminDashboardPage() {
  const user = useAppSelector(selectCurrentUser);
  usePageTitle('Administrasjon – Yrkesbro');
  return (
    <PageContainer>
      <DashboardHeader title="Administrasjon" email={user?.email} />
      {user?.role === 'admin' && <GradeReviewsSection />}
    </PageContainer>
  );
}
