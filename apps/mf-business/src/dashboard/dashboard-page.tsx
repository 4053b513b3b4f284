import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { selectCurrentUser, useAppSelector } from '@yrkesbro/api-client';
import { DashboardHeader, PageContainer, usePageTitle } from '@yrkesbro/ui';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { BusinessProfileForm } from '../profile/business-profile-form.tsx';
import { ApplicationsTab } from './applications-tab.tsx';
import { DashboardCounters } from './dashboard-counters.tsx';
import { DASHBOARD_TABS, tabFromState } from './dashboard-tabs.ts';
import type { DashboardTab } from './dashboard-tabs.ts';
import { FavouriteStudentsTab, MessagesTab } from './empty-tabs.tsx';
import { JobsTab } from './jobs-tab.tsx';

/** /business/dashboard: the counters, then Profil / Søknader / Stillinger / Favoritt-studenter / Meldinger. */
export default function BusinessDashboardPage() {
  const user = useAppSelector(selectCurrentUser);
  usePageTitle('Bedriftsdashbord – Yrkesbro');
  const location = useLocation();
  const [tab, setTab] = useState<DashboardTab>(() => tabFromState(location.state));

  return (
    <PageContainer>
      <DashboardHeader title="Bedriftsdashbord" email={user?.email} />
      <DashboardCounters />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_event, next: DashboardTab) => setTab(next)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Bedriftsdashbord"
        >
          {DASHBOARD_TABS.map(({ key, label }) => (
            <Tab
              key={key}
              value={key}
              label={label}
              id={`business-tab-${key}`}
              aria-controls={`business-tabpanel-${key}`}
            />
          ))}
        </Tabs>
      </Box>
      <TabPanel tab="profil" current={tab}>
        <BusinessProfileForm />
      </TabPanel>
      <TabPanel tab="soknader" current={tab}>
        <ApplicationsTab />
      </TabPanel>
      <TabPanel tab="stillinger" current={tab}>
        <JobsTab />
      </TabPanel>
      <TabPanel tab="favoritter" current={tab}>
        <FavouriteStudentsTab />
      </TabPanel>
      <TabPanel tab="meldinger" current={tab}>
        <MessagesTab />
      </TabPanel>
    </PageContainer>
  );
}

/** Only the chosen tab's content is mounted, so a hidden form never loses focus or state oddly. */
function TabPanel({
  tab,
  current,
  children,
}: {
  tab: DashboardTab;
  current: DashboardTab;
  children: ReactNode;
}) {
  return (
    <Box
      role="tabpanel"
      hidden={tab !== current}
      id={`business-tabpanel-${tab}`}
      aria-labelledby={`business-tab-${tab}`}
    >
      {tab === current && children}
    </Box>
  );
}
