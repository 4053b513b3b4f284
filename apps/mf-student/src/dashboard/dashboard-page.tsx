import { selectCurrentUser, useAppSelector } from '@yrkesbro/api-client';
import { DashboardHeader, PageContainer, usePageTitle } from '@yrkesbro/ui';

/** Min side som elev; the sections arrive with their issues. */
export default function StudentDashboardPage() {
  const user = useAppSelector(selectCurrentUser);
  usePageTitle('Studentdashbord – Yrkesbro');
  return (
    <PageContainer>
      <DashboardHeader title="Studentdashbord" email={user?.email} />
    </PageContainer>
  );
}
