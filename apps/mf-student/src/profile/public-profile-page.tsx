import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorStatus, selectCurrentUser, useAppSelector } from '@yrkesbro/api-client';
import { freeViewsUsageText, STUDENT_MESSAGES, SUBSCRIPTION_MESSAGES } from '@yrkesbro/contracts';
import type { PublicStudentProfile } from '@yrkesbro/contracts';
import { SendMessageButton } from '@yrkesbro/messaging';
import {
  FavoriteButton,
  PlanDialog,
  UpgradePrompt,
  useCheckoutReturn,
  useGetSubscriptionQuery,
  useQuotaDialog,
} from '@yrkesbro/plans';
import {
  LoadFailed,
  PageContainer,
  StatusMessage,
  usePageTitle,
  Link as RouterLink,
  useParams,
} from '@yrkesbro/ui';
import { VerifiedScores } from '../assessments/verified-scores.tsx';
import { TEXTS } from './texts.ts';
import { ProfileHeader } from './header/profile-header.tsx';
import { useGetPublicProfileQuery } from './profile-api.ts';
import { ProfileSections } from './sections/profile-sections.tsx';
import { VideoCvSection } from './video/video-cv-section.tsx';

const T = TEXTS.publicProfile;

/**
 * /profile/:uuid: a student's profile as any signed-in user sees it. A business past its free
 * views gets the plan dialog instead (402), and the parts its plan leaves out are locked.
 */
export default function PublicProfilePage() {
  const { uuid = '' } = useParams();
  const viewer = useAppSelector(selectCurrentUser);
  const isBusiness = viewer?.role === 'business';
  // Back from the payment page, the profile is asked for once the plan is active.
  const { confirming } = useCheckoutReturn();
  const {
    data: profile,
    error,
    isFetching,
    refetch,
  } = useGetPublicProfileQuery(uuid, {
    skip: !uuid || confirming,
  });
  const { data: subscription } = useGetSubscriptionQuery(undefined, { skip: !isBusiness });
  const { quota, planOpen, setPlanOpen } = useQuotaDialog(error, isFetching);
  const notFound = !uuid || errorStatus(error) === 404 || errorStatus(error) === 400;
  usePageTitle(
    notFound
      ? STUDENT_MESSAGES.profileNotFound
      : quota
        ? T.choosePlanPageTitle
        : profile?.name?.trim() || T.pageTitleFallback,
  );

  const planDialog = (
    <PlanDialog
      open={planOpen}
      onClose={() => setPlanOpen(false)}
      usage={quota}
      current={subscription?.plan}
    />
  );
  if (notFound) {
    return (
      <PageContainer>
        <StatusMessage title={STUDENT_MESSAGES.profileNotFound}>{T.notFoundIntro}</StatusMessage>
      </PageContainer>
    );
  }
  if (quota) {
    return (
      <PageContainer>
        <StatusMessage
          title={T.choosePlanTitle}
          actionLabel={T.choosePlan}
          onAction={() => setPlanOpen(true)}
        >
          {freeViewsUsageText(quota.currentUsage, quota.limit)}. {SUBSCRIPTION_MESSAGES.quotaUsed}
        </StatusMessage>
        {planDialog}
      </PageContainer>
    );
  }
  if (error) {
    return (
      <PageContainer>
        <LoadFailed
          title={SUBSCRIPTION_MESSAGES.profileLoadFailed}
          error={error}
          onRetry={() => void refetch()}
        />
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      {profile ? (
        <PublicProfile
          profile={profile}
          onUpgrade={isBusiness ? () => setPlanOpen(true) : undefined}
        />
      ) : (
        <ProfileSkeleton />
      )}
      {isBusiness && planDialog}
    </PageContainer>
  );
}

function PublicProfile({
  profile,
  onUpgrade,
}: {
  profile: PublicStudentProfile;
  /** Opens the plan dialog from a locked part; only a business has plans to choose. */
  onUpgrade?: () => void;
}) {
  const viewer = useAppSelector(selectCurrentUser);
  const name = profile.name?.trim() || 'Student';
  return (
    <Stack spacing={3}>
      <ProfileHeader
        profile={profile}
        editable={false}
        actions={
          profile.is_own ? (
            <Button
              component={RouterLink}
              to="/student/dashboard"
              variant="outlined"
              startIcon={<EditOutlined />}
            >
              {T.edit}
            </Button>
          ) : viewer?.role === 'business' && viewer.id !== profile.user_id ? (
            <>
              <FavoriteButton
                studentUuid={profile.id}
                name={name}
                isFavorite={profile.is_favorite ?? false}
              />
              <SendMessageButton recipient={{ id: profile.user_id, role: 'student' }} name={name} />
            </>
          ) : undefined
        }
      />
      <Counts profile={profile} />
      {profile.locked.includes('portfolio') ? (
        profile.has_video_cv &&
        onUpgrade && <UpgradePrompt title={T.videoCv} onUpgrade={onUpgrade} />
      ) : (
        <VideoCvSection profile={profile} editable={false} />
      )}
      <ProfileSections profile={profile} editable={false} onUpgrade={onUpgrade} />
      <VerifiedScores userId={profile.user_id} own={profile.is_own} />
    </Stack>
  );
}

/** How much the profile holds, at a glance. */
function Counts({ profile }: { profile: PublicStudentProfile }) {
  const counts = [
    { label: T.counts.skills, value: profile.skills_count },
    { label: T.counts.grades, value: profile.grades_count },
    { label: T.counts.projects, value: profile.projects_count },
  ];
  return (
    <Card
      component="ul"
      aria-label={T.countsLabel}
      sx={{
        listStyle: 'none',
        m: 0,
        p: { xs: 2, sm: 3 },
        display: 'grid',
        // At 320 px (reflow, WCAG 1.4.10) three words side by side fit only smaller and closer.
        gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
        gap: { xs: 1, sm: 2 },
        textAlign: 'center',
      }}
    >
      {counts.map(({ label, value }) => (
        <Box component="li" key={label}>
          <Typography
            component="span"
            sx={{ display: 'block', typography: 'h2', fontVariantNumeric: 'tabular-nums' }}
          >
            {value}
          </Typography>
          <Typography
            component="span"
            color="textSecondary"
            sx={{ typography: { xs: 'body2', sm: 'body1' }, overflowWrap: 'anywhere' }}
          >
            {label}
          </Typography>
        </Box>
      ))}
    </Card>
  );
}

function ProfileSkeleton() {
  return (
    <Box role="status" aria-label={T.loading}>
      <Card>
        <Skeleton variant="rectangular" height={120} />
        <Box sx={{ p: { xs: 2, sm: 3 } }}>
          <Skeleton variant="circular" width={112} height={112} sx={{ mt: -9, mb: 2 }} />
          <Skeleton variant="text" width="40%" sx={{ fontSize: '2rem' }} />
          <Skeleton variant="text" width="60%" />
          <Skeleton variant="text" width="30%" />
        </Box>
      </Card>
      <Skeleton variant="rounded" height={96} sx={{ mt: 3 }} />
    </Box>
  );
}
