import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LOOKING_FOR_LABELS } from '@yrkesbro/contracts';
import type { LookingFor, StudentDirectoryEntry } from '@yrkesbro/contracts';
import { FavoriteButton } from '@yrkesbro/plans';
import { initials, Link as RouterLink } from '@yrkesbro/ui';
import { clampLines } from '@yrkesbro/ui/dashboard';
import { TEXTS } from './texts.ts';

const T = TEXTS.studentCard;

/** 'Lærlingplass' for a known value; the API's own word otherwise. */
function lookingForLabel(value: string | null): string | null {
  if (!value) return null;
  return LOOKING_FOR_LABELS[value as LookingFor] ?? value;
}

/**
 * One student in the directory: the whole card opens her profile; the heart sits beside the
 * link rather than inside it, so each is its own control.
 */
export function StudentCard({ student }: { student: StudentDirectoryEntry }) {
  const name = student.name?.trim() || T.nameMissing;
  const lookingFor = lookingForLabel(student.lookingFor);
  return (
    <Card component="article" aria-label={name} sx={{ height: '100%', position: 'relative' }}>
      <CardActionArea
        component={RouterLink}
        to={`/profile/${student.uuid}`}
        sx={{ height: '100%', alignItems: 'stretch' }}
      >
        <CardContent sx={{ p: { xs: 2, sm: 3 }, pr: { xs: 7, sm: 7 } }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1.5 }}>
            <Avatar
              src={student.profile_picture_url ?? undefined}
              alt=""
              sx={{ width: 56, height: 56, bgcolor: 'primary.main' }}
            >
              {initials(student.name ?? '')}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h3" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                {name}
              </Typography>
              {student.headline && (
                <Typography variant="body2" color="textSecondary">
                  {student.headline}
                </Typography>
              )}
            </Box>
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mb: 1 }}>
            {student.location && (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <PlaceOutlinedIcon fontSize="small" aria-hidden />
                <Typography variant="body2">{student.location}</Typography>
              </Stack>
            )}
            {lookingFor && (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <WorkOutlineOutlined fontSize="small" aria-hidden />
                <Typography variant="body2">{T.lookingFor(lookingFor)}</Typography>
              </Stack>
            )}
          </Stack>
          {student.bio && (
            <Typography variant="body2" sx={{ mb: 1, ...clampLines(2) }}>
              {student.bio}
            </Typography>
          )}
          <Typography variant="body2" color="textSecondary">
            {[
              T.skills(student.skills_count),
              T.grades(student.grades_count),
              T.badges(student.badges_count),
            ].join(' · ')}
          </Typography>
        </CardContent>
      </CardActionArea>
      <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
        <FavoriteButton studentUuid={student.uuid} name={name} isFavorite={student.is_favorite} />
      </Box>
    </Card>
  );
}
