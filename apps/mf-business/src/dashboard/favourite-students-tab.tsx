import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SUBSCRIPTION_MESSAGES } from '@yrkesbro/contracts';
import type { FavoriteStudent } from '@yrkesbro/contracts';
import { FavoriteButton, useGetFavoriteStudentsQuery } from '@yrkesbro/plans';
import { initials, Link as RouterLink } from '@yrkesbro/ui';
import { clampLines, RetryAlert } from '@yrkesbro/ui/dashboard';
import { EmptyState } from '../components/empty-state.tsx';
import { TEXTS } from './texts.ts';

const T = TEXTS.favouriteStudentsTab;

/** Favoritt-studenter: the students the business keeps an eye on, each a click from her profile. */
export function FavouriteStudentsTab() {
  const { data, isLoading, isError, refetch } = useGetFavoriteStudentsQuery();

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h2">{T.title}</Typography>
        <Button component={RouterLink} to="/students">
          {T.findStudents}
        </Button>
      </Stack>
      {isLoading ? (
        <Box role="status" aria-label={T.loading}>
          {[0, 1].map((index) => (
            <Skeleton key={index} variant="rounded" height={96} sx={{ mb: 2 }} />
          ))}
        </Box>
      ) : isError && !data ? (
        <RetryAlert onRetry={() => void refetch()}>
          {SUBSCRIPTION_MESSAGES.favoritesLoadFailed}
        </RetryAlert>
      ) : !data || data.length === 0 ? (
        <EmptyState text={T.emptyText} />
      ) : (
        <Stack component="ul" aria-label={T.title} spacing={2} sx={{ p: 0, m: 0 }}>
          {data.map((student) => (
            <FavouriteStudentRow key={student.student_uuid} student={student} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function FavouriteStudentRow({ student }: { student: FavoriteStudent }) {
  const name = student.name?.trim() || T.nameMissing;
  return (
    <Card component="li" sx={{ listStyle: 'none', p: 2, display: 'flex', gap: 2 }}>
      <Avatar
        src={student.profile_picture_url ?? undefined}
        alt=""
        sx={{ width: 48, height: 48, bgcolor: 'primary.main' }}
      >
        {initials(student.name ?? '')}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={`/profile/${student.student_uuid}`}
          variant="h3"
          sx={{ display: 'inline-block', overflowWrap: 'anywhere' }}
        >
          {name}
        </Link>
        {student.headline && <Typography color="textSecondary">{student.headline}</Typography>}
        {student.location && <Typography variant="body2">{student.location}</Typography>}
        {student.bio && (
          <Typography variant="body2" sx={{ mt: 0.5, ...clampLines(2) }}>
            {student.bio}
          </Typography>
        )}
      </Box>
      <Box>
        <FavoriteButton studentUuid={student.student_uuid} name={name} isFavorite />
      </Box>
    </Card>
  );
}
