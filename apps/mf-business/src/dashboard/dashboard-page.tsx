import { selectCurrentUser, useAppSelector } from '@yrkesbro/api-client';
import { useCheckoutReturn } from '@yrkesbro/plans';
import { dashboardPathFor } from '@yrkesbro/contracts';
import { Navigate, PageContainer, usePageTitle, useSearchParams } from '@yrkesbro/ui';
import {
  DashboardHeader,
  DashboardTabs,
  onDemand,
  tabNamed,
  withTab,
} from '@yrkesbro/ui/dashboard';
import { BusinessProfileForm } from '../profile/business-profile-form.tsx';
import { DashboardCounters } from './dashboard-counters.tsx';
import { DASHBOARD_TABS, TAB_PARAM } from './dashboard-tabs.ts';
import type { DashboardTab } from './dashboard-tabs.ts';
import { PlanPanel } from './plan-panel.tsx';
import { TEXTS } from './texts.ts';

const T = TEXTS.dashboardPage;

// The dashboard opens on Profil; the other tabs load when chosen (or their tab is pointed at).
const applications = onDemand(() =>
  import('./applications-tab.tsx').then((module) => ({ default: module.ApplicationsTab })),
);
const jobs = onDemand(() =>
  import('./jobs-tab.tsx').then((module) => ({ default: module.JobsTab })),
);
const favourites = onDemand(() =>
  import('./favourite-students-tab.tsx').then((module) => ({
    default: module.FavouriteStudentsTab,
  })),
);
const messages = onDemand(() =>
  import('@yrkesbro/messaging').then((module) => ({ default: module.ConversationList })),
);

/**
 * /business/dashboard: the counters, then Profil / Søknader / Stillinger / Favoritt-studenter /
 * Meldinger. The route is open to every signed-in role, but only a business has a company here:
 * a student or an admin is sent to its own dashboard rather than shown this one's refusals.
 */
export default function BusinessDashboardPage() {
  const user = useAppSelector(selectCurrentUser);
  if (user && user.role !== 'business')
    return <Navigate replace to={dashboardPathFor(user.role)} />;
  return <BusinessDashboard email={user?.email} />;
}

function BusinessDashboard({ email }: { email: string | undefined }) {
  usePageTitle(T.pageTitle);
  useCheckoutReturn();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabNamed(DASHBOARD_TABS, searchParams.get(TAB_PARAM));
  const selectTab = (next: DashboardTab) => setSearchParams(withTab(TAB_PARAM, next));

  return (
    <PageContainer>
      <DashboardHeader title={T.title} email={email} />
      <DashboardCounters />
      <PlanPanel />
      <DashboardTabs
        label={T.title}
        idPrefix="business"
        tabs={DASHBOARD_TABS}
        current={tab}
        onChange={selectTab}
        panels={{
          profil: <BusinessProfileForm />,
          soknader: applications,
          stillinger: jobs,
          favoritter: favourites,
          meldinger: messages,
        }}
      />
    </PageContainer>
  );
}
