import { selectCurrentUser, useAppSelector } from '@yrkesbro/api-client';
import { DashboardHeader, PageContainer, usePageTitle } from '@yrkesbro/ui';

/** Bedriftens side; the sections arrive with their issues. */
export default function BusinessDashboardPage() {
  const user = useAppSelector(selectCurrentUser);
  usePageTitle('Bedriftsdashbord – Yrkesbro');
  return (
    <PageContainer>
      <DashboardHeader title="Bedriftsdashbord" email={user?.email} />
    </PageContainer>
  );
}
