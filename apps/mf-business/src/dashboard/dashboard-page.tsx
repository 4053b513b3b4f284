import { selectCurrentUser, useAppSelector } from '@yrkesbro/api-client';
import { ConversationList } from '@yrkesbro/messaging';
import { useCheckoutReturn } from '@yrkesbro/plans';
import { PageContainer, usePageTitle, useLocation, useSearchParams } from '@yrkesbro/ui';
import { DashboardHeader, DashboardTabs } from '@yrkesbro/ui/dashboard';
import { useState } from 'react';
import { BusinessProfileForm } from '../profile/business-profile-form.tsx';
import { ApplicationsTab } from './applications-tab.tsx';
import { DashboardCounters } from './dashboard-counters.tsx';
import { DASHBOARD_TABS, TAB_PARAM, tabFromState } from './dashboard-tabs.ts';
import type { DashboardTab } from './dashboard-tabs.ts';
import { FavouriteStudentsTab } from './favourite-students-tab.tsx';
import { JobsTab } from './jobs-tab.tsx';
import { PlanPanel } from './plan-panel.tsx';
import { TEXTS } from '../texts.ts';

const T = TEXTS.dashboard.dashboardPage;

/** /business/dashboard: the counters, then Profil / Søknader / Stillinger / Favoritt-studenter / Meldinger. */
export default function BusinessDashboardPage() {
  const user = useAppSelector(selectCurrentUser);
  usePageTitle(T.pageTitle);
  useCheckoutReturn();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<DashboardTab>(() =>
    tabFromState(location.state, searchParams.get(TAB_PARAM)),
  );

  return (
    <PageContainer>
      <DashboardHeader title={T.title} email={user?.email} />
      <DashboardCounters />
      <PlanPanel />
      <DashboardTabs
        label={T.title}
        idPrefix="business"
        tabs={DASHBOARD_TABS}
        current={tab}
        onChange={setTab}
        panels={{
          profil: <BusinessProfileForm />,
          soknader: <ApplicationsTab />,
          stillinger: <JobsTab />,
          favoritter: <FavouriteStudentsTab />,
          meldinger: <ConversationList />,
        }}
      />
    </PageContainer>
  );
}
