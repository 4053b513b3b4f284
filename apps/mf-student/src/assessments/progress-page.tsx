import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ASSESSMENT_MESSAGES } from '@yrkesbro/contracts';
import {
  formatDate,
  LoadFailed,
  PageContainer,
  usePageTitle,
  Link as RouterLink,
} from '@yrkesbro/ui';
import { TEXTS } from './texts.ts';
import { useGetAssessmentHistoryQuery, useGetAssessmentsQuery } from './assessments-api.ts';
import { formatDuration, Score } from './score.tsx';

const T = TEXTS.progress;

/** /assessments/progress: the badges earned and every completed attempt, newest first. */
export default function ProgressPage() {
  usePageTitle(T.pageTitle);
  const history = useGetAssessmentHistoryQuery();
  const list = useGetAssessmentsQuery();
  const earned = list.data?.filter((assessment) => assessment.badgeEarned) ?? [];

  return (
    <PageContainer>
      <Typography variant="h1" gutterBottom>
        {T.title}
      </Typography>
      <Button component={RouterLink} to="/assessments" variant="outlined" sx={{ mb: 3 }}>
        {T.allTests}
      </Button>

      <Typography variant="h2" gutterBottom>
        {T.badges}
      </Typography>
      {list.error ? (
        <LoadFailed
          title={ASSESSMENT_MESSAGES.listFailed}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : !list.data ? (
        <Skeleton variant="rounded" height={64} />
      ) : earned.length === 0 ? (
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          {T.noBadges}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={T.badgesLabel}
          sx={{ listStyle: 'none', p: 0, mb: 3, display: 'flex', flexWrap: 'wrap', gap: 2 }}
        >
          {earned.map((assessment) => (
            <Stack
              key={assessment.id}
              component="li"
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center' }}
            >
              <MilitaryTechIcon aria-hidden sx={{ color: 'secondary.main' }} />
              <Typography sx={{ fontWeight: 600 }}>{assessment.badge.name}</Typography>
            </Stack>
          ))}
        </Box>
      )}

      <Typography variant="h2" gutterBottom>
        {T.history}
      </Typography>
      {history.error ? (
        <LoadFailed
          title={ASSESSMENT_MESSAGES.historyFailed}
          error={history.error}
          onRetry={() => void history.refetch()}
        />
      ) : !history.data ? (
        <Skeleton variant="rounded" height={120} />
      ) : history.data.length === 0 ? (
        <Typography color="textSecondary">{T.noHistory}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={T.historyLabel}
          sx={{ listStyle: 'none', p: 0, display: 'grid', gap: 1.5 }}
        >
          {history.data.map((entry) => (
            <Card component="li" key={entry.attemptId}>
              <CardContent>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  sx={{ justifyContent: 'space-between', gap: 1 }}
                >
                  <Box>
                    <Typography sx={{ fontWeight: 600 }}>{entry.assessmentTitle}</Typography>
                    <Typography variant="body2" color="textSecondary">
                      <time dateTime={entry.completedAt}>{formatDate(entry.completedAt)}</time> ·{' '}
                      {T.correct(entry.correctAnswers, entry.totalQuestions)} ·{' '}
                      {formatDuration(entry.timeSpent)}
                    </Typography>
                  </Box>
                  <Score score={entry.score} />
                </Stack>
              </CardContent>
            </Card>
          ))}
        </Box>
      )}
    </PageContainer>
  );
}
