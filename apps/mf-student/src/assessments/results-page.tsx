import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ASSESSMENT_MESSAGES, errorMessage } from '@yrkesbro/contracts';
import type { AssessmentResults } from '@yrkesbro/contracts';
import {
  PageContainer,
  usePageTitle,
  Link as RouterLink,
  useNavigate,
  useParams,
} from '@yrkesbro/ui';
import { useSnackbar } from '@yrkesbro/toasts';
import { useEffect } from 'react';
import { TEXTS } from './texts.ts';
import {
  useGetAssessmentFeedbackQuery,
  useGetAssessmentResultsQuery,
  useSendAssessmentFeedbackMutation,
} from './assessments-api.ts';
import { formatDuration, Score } from './score.tsx';

const T = TEXTS.results;

/** /assessments/{id}/results: the latest attempt, its review, Back and Retake. */
export default function ResultsPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { data: results, error } = useGetAssessmentResultsQuery(id, { skip: !id });
  usePageTitle(T.pageTitle(results?.assessmentTitle ?? T.pageTitleFallback));

  useEffect(() => {
    if (!error) return;
    enqueueSnackbar(ASSESSMENT_MESSAGES.resultsToast, { variant: 'error' });
    navigate('/assessments', { replace: true });
  }, [error, enqueueSnackbar, navigate]);

  return (
    <PageContainer>
      {results ? (
        <Results id={id} results={results} />
      ) : (
        <Skeleton variant="rounded" height={360} role="status" aria-label={T.loading} />
      )}
    </PageContainer>
  );
}

function Results({ id, results }: { id: string; results: AssessmentResults }) {
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {results.assessmentTitle}
      </Typography>
      <Card sx={{ mb: 3 }}>
        <CardContent>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={3}
            sx={{ alignItems: { md: 'center' } }}
          >
            <Box>
              <Typography color="textSecondary">{T.score}</Typography>
              <Score score={results.score} size="large" />
            </Box>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: 2,
                rowGap: 0.5,
                m: 0,
              }}
            >
              <Typography component="dt" color="textSecondary">
                {T.timeSpent}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {formatDuration(results.timeSpent)}
              </Typography>
              <Typography component="dt" color="textSecondary">
                {T.correctAnswers}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {T.correctOf(results.correctAnswers, results.totalQuestions)}
              </Typography>
              <Typography component="dt" color="textSecondary">
                {T.percentile}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {T.percentileText(results.percentile, results.bestScore)}
              </Typography>
            </Box>
          </Stack>
        </CardContent>
      </Card>

      <Typography variant="h2" gutterBottom>
        {T.badges}
      </Typography>
      {results.earnedBadges.length === 0 ? (
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          {T.noBadges}
        </Typography>
      ) : (
        <Box component="ul" aria-label={T.badgesLabel} sx={{ listStyle: 'none', p: 0, mb: 3 }}>
          {results.earnedBadges.map((badge) => (
            <Stack
              key={badge.id}
              component="li"
              direction="row"
              spacing={1.5}
              sx={{ alignItems: 'center' }}
            >
              <MilitaryTechIcon aria-hidden sx={{ color: 'secondary.main', fontSize: 40 }} />
              <Box>
                <Typography sx={{ fontWeight: 600 }}>{badge.name}</Typography>
                <Typography variant="body2" color="textSecondary">
                  {badge.description}
                </Typography>
              </Box>
            </Stack>
          ))}
        </Box>
      )}

      {results.recommendations.length > 0 && (
        <>
          <Typography variant="h2" gutterBottom>
            {T.recommendations}
          </Typography>
          <Box component="ul" sx={{ mt: 0, mb: 3 }}>
            {results.recommendations.map((text) => (
              <li key={text}>
                <Typography>{text}</Typography>
              </li>
            ))}
          </Box>
        </>
      )}

      <Typography variant="h2" gutterBottom>
        {T.review}
      </Typography>
      <Box component="ol" sx={{ pl: 3, mb: 3, display: 'grid', gap: 2 }}>
        {results.questions.map((question, index) => (
          <li key={index}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              {question.isCorrect ? (
                <CheckCircleIcon titleAccess={T.correct} sx={{ color: 'success.dark' }} />
              ) : (
                <CancelIcon titleAccess={T.wrong} sx={{ color: 'error.dark' }} />
              )}
              <Box>
                <Typography sx={{ fontWeight: 600 }}>{question.question}</Typography>
                <Typography variant="body2">
                  {T.yourAnswer(question.userAnswer ?? T.notAnswered)}
                </Typography>
                {!question.isCorrect && (
                  <Typography variant="body2">{T.correctAnswer(question.correctAnswer)}</Typography>
                )}
                <Typography variant="body2" color="textSecondary">
                  {question.explanation}
                </Typography>
              </Box>
            </Stack>
          </li>
        ))}
      </Box>

      <Feedback id={id} />

      <Stack direction="row" spacing={1} sx={{ mt: 3 }}>
        <Button component={RouterLink} to="/assessments" variant="outlined">
          {T.back}
        </Button>
        <Button
          component={RouterLink}
          to={`/assessments/${encodeURIComponent(id)}`}
          variant="contained"
        >
          {T.retake}
        </Button>
      </Stack>
    </>
  );
}

/** One rating per student and assessment; a new one replaces it. */
function Feedback({ id }: { id: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const { data, error } = useGetAssessmentFeedbackQuery(id);
  const [send, { isLoading }] = useSendAssessmentFeedbackMutation();
  const rate = async (rating: number | null) => {
    if (!rating) return;
    try {
      await send({ id, body: { rating, comment: data?.feedback?.comment ?? '' } }).unwrap();
      enqueueSnackbar(ASSESSMENT_MESSAGES.feedbackSaved, { variant: 'success' });
    } catch (failure) {
      enqueueSnackbar(errorMessage(failure, ASSESSMENT_MESSAGES.feedbackSubmitFailed), {
        variant: 'error',
      });
    }
  };
  return (
    <Box>
      <Typography component="label" id="feedback-label" sx={{ display: 'block' }}>
        {T.feedbackQuestion}
      </Typography>
      <Rating
        aria-labelledby="feedback-label"
        name="feedback"
        value={data?.feedback?.rating ?? null}
        disabled={isLoading}
        onChange={(_event, rating) => void rate(rating)}
        getLabelText={(value) => `${value} av 5`}
        emptyLabelText={T.feedbackNone}
      />
      {error && (
        <Typography role="alert" variant="body2" sx={{ color: 'error.dark' }}>
          {errorMessage(error, ASSESSMENT_MESSAGES.feedbackFailed)}
        </Typography>
      )}
    </Box>
  );
}
