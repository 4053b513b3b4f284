import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { selectCurrentUser, useAppSelector } from '@yrkesbro/api-client';
import { dashboardPathFor, STUDENT_MESSAGES } from '@yrkesbro/contracts';
import { LoadFailed, PageContainer, Navigate } from '@yrkesbro/ui';
import { TEXTS } from './texts.ts';
import { useGetOwnProfileQuery } from './profile-api.ts';

const T = TEXTS.ownProfileRedirect;

/**
 * /profile: a student's own public profile lives at /profile/{uuid}. A business or an admin
 * has no student profile; theirs is edited on their own dashboard, so that is where they go.
 */
export default function OwnProfileRedirect() {
  const user = useAppSelector(selectCurrentUser);
  const isStudent = user?.role === 'student';
  const { data: profile, error, refetch } = useGetOwnProfileQuery(undefined, { skip: !isStudent });

  if (!isStudent) return <Navigate replace to={dashboardPathFor(user?.role)} />;
  if (profile) return <Navigate replace to={`/profile/${profile.id}`} />;
  return (
    <PageContainer>
      {error ? (
        <LoadFailed
          title={STUDENT_MESSAGES.profileLoadFailed}
          error={error}
          onRetry={() => void refetch()}
        />
      ) : (
        <Box role="status" aria-label={T.loading} sx={{ py: 2 }}>
          <LinearProgress aria-label={T.loading} />
        </Box>
      )}
    </PageContainer>
  );
}
