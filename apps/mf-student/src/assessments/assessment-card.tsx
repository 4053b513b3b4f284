import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Assessment, AssessmentStatus } from '@yrkesbro/contracts';
import { formatDate, Link as RouterLink } from '@yrkesbro/ui';
import { TEXTS } from './texts.ts';
import { Score } from './score.tsx';

const T = TEXTS.card;

const STATUS_LABEL: Record<AssessmentStatus, string> = T.status;

/** The spec's action per status: View Results, Continue, otherwise Start Assessment. */
const ACTION: Record<AssessmentStatus, { label: string; to: (id: string) => string }> = {
  completed: { label: T.viewResults, to: (id) => `/assessments/${id}/results` },
  in_progress: { label: T.continue, to: (id) => `/assessments/${id}` },
  not_started: { label: T.start, to: (id) => `/assessments/${id}` },
};

/** One assessment of the list (seed 2, section 4). */
export function AssessmentCard({ assessment }: { assessment: Assessment }) {
  const action = ACTION[assessment.status];
  const headingId = `assessment-${assessment.id}`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
          <Chip
            size="small"
            label={STATUS_LABEL[assessment.status]}
            color={assessment.status === 'completed' ? 'success' : 'default'}
          />
          <Chip size="small" variant="outlined" label={assessment.skillLevel} />
          <Chip size="small" variant="outlined" label={T.minutes(assessment.estimatedTime)} />
        </Stack>
        <Typography variant="h3" component="h2" id={headingId} gutterBottom>
          {assessment.title}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {assessment.description}
        </Typography>
        {assessment.lastAttempt && (
          <Typography sx={{ mb: 1 }}>
            {T.lastAttempt} <Score score={assessment.lastAttempt.score} />,{' '}
            <time dateTime={assessment.lastAttempt.date}>
              {formatDate(assessment.lastAttempt.date)}
            </time>
          </Typography>
        )}
        {assessment.status === 'in_progress' && (
          <Typography sx={{ mb: 1 }}>{T.progress(assessment.progress)}</Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <MilitaryTechIcon
            aria-hidden
            sx={{ color: assessment.badgeEarned ? 'secondary.main' : 'text.disabled' }}
          />
          <Typography variant="body2" color="textSecondary">
            {assessment.badgeEarned
              ? T.badgeEarned(assessment.badge.name)
              : T.badge(assessment.badge.name)}
          </Typography>
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          variant="contained"
          component={RouterLink}
          to={action.to(encodeURIComponent(assessment.id))}
          aria-describedby={headingId}
        >
          {action.label}
        </Button>
      </CardActions>
    </Card>
  );
}
