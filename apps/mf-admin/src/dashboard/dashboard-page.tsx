import { selectCurrentUser, useAppSelector } from '@yrkesbro/api-client';
import { DashboardHeader, PageContainer, usePageTitle } from '@yrkesbro/ui';

/** Oversikt for administrator; the sections arrive with their issues. */
export default function AdminDashboardPage() {
  const user = useAppSelector(selectCurrentUser);
  usePageTitle('Administrasjon – Yrkesbro');
  return (
    <PageContainer>
      <DashboardHeader title="Administrasjon" email={user?.email} />
    </PageContainer>
  );
}
