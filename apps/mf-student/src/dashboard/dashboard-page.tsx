import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { selectCurrentUser, useAppSelector } from '@yrkesbro/api-client';
import { dashboardPathFor, STUDENT_MESSAGES } from '@yrkesbro/contracts';
import type { StudentProfile } from '@yrkesbro/contracts';
import {
  LoadFailed,
  Navigate,
  PageContainer,
  usePageTitle,
  Link as RouterLink,
  useSearchParams,
} from '@yrkesbro/ui';
import {
  DashboardHeader,
  DashboardTabs,
  onDemand,
  OpenedOnce,
  tabNamed,
  withTab,
} from '@yrkesbro/ui/dashboard';
import { lazy, useState } from 'react';
import type { ReactNode } from 'react';
import { ProfileHeader } from '../profile/header/profile-header.tsx';
import { useGetOwnProfileQuery } from '../profile/profile-api.ts';
import { ProfileSections } from '../profile/sections/profile-sections.tsx';
import { VideoCvSection } from '../profile/video/video-cv-section.tsx';
import { TEXTS } from './texts.ts';
import { CompletionBar, CompletionBarPlaceholder } from './completion-bar.tsx';
import { DASHBOARD_TABS, TAB_PARAM } from './dashboard-tabs.ts';
import type { DashboardTab } from './dashboard-tabs.ts';
import { GradientPicker } from './gradient-picker.tsx';

// The résumé analysis, with its upload, loads when first opened.
const ResumeAnalysisDialog = lazy(() =>
  import('./resume-analysis-dialog.tsx').then((module) => ({
    default: module.ResumeAnalysisDialog,
  })),
);

// The dashboard opens on Profil; the other tabs load when chosen (or their tab is pointed at).
const favorites = onDemand(() =>
  import('./favorites-tab.tsx').then((module) => ({ default: module.FavoritesTab })),
);
const applications = onDemand(() =>
  import('./applications-section.tsx').then((module) => ({
    default: module.ApplicationsSection,
  })),
);
const messages = onDemand(() =>
  import('@yrkesbro/messaging').then((module) => ({ default: module.ConversationList })),
);

const T = TEXTS.page;

/**
 * Min side som elev: the profile's progress on top, then Profil and the lists as tabs. The route
 * is open to every signed-in role; a business or an admin is sent to its own dashboard.
 */
export default function StudentDashboardPage() {
  const user = useAppSelector(selectCurrentUser);
  if (user && user.role !== 'student') return <Navigate replace to={dashboardPathFor(user.role)} />;
  return <StudentDashboardFrame email={user?.email} signedIn={user !== null} />;
}

function StudentDashboardFrame({
  email,
  signedIn,
}: {
  email: string | undefined;
  signedIn: boolean;
}) {
  usePageTitle(T.pageTitle);
  return (
    <PageContainer>
      <DashboardHeader title={T.title} email={email} />
      {signedIn && <StudentDashboard />}
    </PageContainer>
  );
}

function StudentDashboard() {
  const { data: profile, error, refetch } = useGetOwnProfileQuery();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabNamed(DASHBOARD_TABS, searchParams.get(TAB_PARAM));
  const selectTab = (next: DashboardTab) => setSearchParams(withTab(TAB_PARAM, next));

  return (
    <>
      {error ? (
        <LoadFailed
          title={STUDENT_MESSAGES.profileLoadFailed}
          error={error}
          onRetry={() => void refetch()}
        />
      ) : profile ? (
        <ProfileOverview profile={profile} />
      ) : (
        <OverviewPlaceholder />
      )}

      <DashboardTabs
        label={T.tabsLabel}
        idPrefix="student"
        tabs={DASHBOARD_TABS}
        current={tab}
        onChange={selectTab}
        // A video upload in the Profil tab keeps going (and showing its progress) meanwhile.
        keepMounted={['profil']}
        panels={{
          profil: profile ? (
            <ProfileTab profile={profile} />
          ) : (
            // The error, if any, is already said above the tabs.
            !error && <Skeleton variant="rounded" height={360} aria-hidden />
          ),
          favoritter: favorites,
          soknader: applications,
          meldinger: messages,
        }}
      />
    </>
  );
}

/**
 * How complete the profile is and the CV analysis: what a phone shows first, with the tabs
 * right below (the header's theme is chosen beside the header, in the Profil tab).
 */
function ProfileOverview({ profile }: { profile: StudentProfile }) {
  const [analysisOpen, setAnalysisOpen] = useState(false);
  return (
    <OverviewCard
      action={
        <Button
          variant="contained"
          color="secondary"
          startIcon={<DescriptionOutlined />}
          onClick={() => setAnalysisOpen(true)}
          sx={RESUME_BUTTON_SX}
        >
          {T.uploadResume}
        </Button>
      }
    >
      <CompletionBar profile={profile} />
      <OpenedOnce open={analysisOpen} onFailed={() => setAnalysisOpen(false)}>
        <ResumeAnalysisDialog
          open={analysisOpen}
          profile={profile}
          onClose={() => setAnalysisOpen(false)}
        />
      </OpenedOnce>
    </OverviewCard>
  );
}

const RESUME_BUTTON_SX = { alignSelf: { xs: 'stretch', md: 'center' } };

// The overview's card with its parts greyed out, so the tabs below stay where they are when the
// profile arrives (a click aimed at a tab lands on it).
function OverviewPlaceholder() {
  return (
    <OverviewCard
      role="status"
      aria-label={T.loadingProfile}
      action={
        <Skeleton variant="rounded" sx={RESUME_BUTTON_SX}>
          <Button variant="contained" startIcon={<DescriptionOutlined />}>
            {T.uploadResume}
          </Button>
        </Skeleton>
      }
    >
      <CompletionBarPlaceholder />
    </OverviewCard>
  );
}

/** The overview's card: the profile's progress beside the résumé button (below it on a phone). */
function OverviewCard({
  action,
  children,
  ...label
}: {
  action: ReactNode;
  children: ReactNode;
  role?: 'status';
  'aria-label'?: string;
}) {
  return (
    <Card {...label} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'center' } }}
      >
        <Box sx={{ flex: 1 }}>{children}</Box>
        {action}
      </Stack>
    </Card>
  );
}

function ProfileTab({ profile }: { profile: StudentProfile }) {
  return (
    <Stack spacing={3}>
      <Button
        component={RouterLink}
        to={`/profile/${profile.id}`}
        startIcon={<VisibilityOutlined />}
        sx={{ alignSelf: 'flex-end' }}
      >
        {T.seePublicProfile}
      </Button>
      <ProfileHeader profile={profile} editable headingLevel="h2" />
      <Card sx={{ p: { xs: 2, sm: 3 } }}>
        <GradientPicker profile={profile} />
      </Card>
      <VideoCvSection profile={profile} editable />
      <ProfileSections profile={profile} editable />
    </Stack>
  );
}
