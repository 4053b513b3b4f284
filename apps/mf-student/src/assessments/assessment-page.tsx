import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorStatus } from '@yrkesbro/api-client';
import { useLeaveGuard } from '@yrkesbro/forms';
import { ASSESSMENT_MESSAGES, errorMessage } from '@yrkesbro/contracts';
import type { AssessmentAttempt } from '@yrkesbro/contracts';
import { LoadFailed, PageContainer, StatusMessage, usePageTitle, useParams } from '@yrkesbro/ui';
import { useSnackbar } from '@yrkesbro/toasts';
import { useEffect, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { TEXTS } from './texts.ts';
import {
  useSaveAssessmentProgressMutation,
  useStartAssessmentMutation,
  useSubmitAssessmentMutation,
} from './assessments-api.ts';
import { formatDuration } from './score.tsx';

const T = TEXTS.take;

/** /assessments/{id}: starts the attempt (or continues the open one) and shows it. */
export default function AssessmentPage() {
  const { id = '' } = useParams();
  const [start, { data: attempt, error, reset }] = useStartAssessmentMutation();
  usePageTitle(T.pageTitle(attempt?.assessment.title ?? T.pageTitleFallback));

  useEffect(() => {
    void start(id);
  }, [id, start]);

  if (errorStatus(error) === 404) {
    return (
      <PageContainer>
        <StatusMessage title={ASSESSMENT_MESSAGES.notFound}>{T.notFoundIntro}</StatusMessage>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      {error ? (
        <LoadFailed
          title={ASSESSMENT_MESSAGES.startFailed}
          error={error}
          onRetry={() => {
            reset();
            void start(id);
          }}
        />
      ) : attempt ? (
        <TakeAssessment key={attempt.attemptId} id={id} attempt={attempt} />
      ) : (
        <Skeleton variant="rounded" height={360} role="status" aria-label={T.loading} />
      )}
    </PageContainer>
  );
}

/** Seconds since `startedAt`, ticking. */
function useElapsed(startedAt: string): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return Math.max(0, Math.floor((now - Date.parse(startedAt)) / 1000));
}

function TakeAssessment({ id, attempt }: { id: string; attempt: AssessmentAttempt }) {
  const { enqueueSnackbar } = useSnackbar();
  const [answers, setAnswers] = useState<Record<string, number>>(attempt.answers);
  const [index, setIndex] = useState(
    Math.min(attempt.currentIndex, Math.max(0, attempt.questions.length - 1)),
  );
  const [saveProgress] = useSaveAssessmentProgressMutation();
  const [submit, { isLoading: submitting }] = useSubmitAssessmentMutation();
  const [finished, setFinished] = useState(false);
  const guard = useLeaveGuard(!finished);
  const elapsed = useElapsed(attempt.startedAt);
  const headingRef = useRef<HTMLLegendElement>(null);

  const total = attempt.questions.length;
  const question = attempt.questions[index];
  const answered = attempt.questions.filter((q) => answers[q.id] !== undefined).length;
  const isLast = index === total - 1;
  // The last question warns of questions left behind, not of itself while it is being read.
  const skippedBefore = attempt.questions.some(
    (q) => q.id !== question.id && answers[q.id] === undefined,
  );

  const [leaving, setLeaving] = useState(false);
  // Every save sends all the answers so far: one that fails is made good by the next. They are
  // sent one after another, so the last to be stored is the newest.
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const save = (current: Record<string, number>, next: number) => {
    const run = saving.current
      .catch(() => undefined)
      .then(() =>
        saveProgress({
          id,
          body: { attemptId: attempt.attemptId, answers: current, currentIndex: next },
        }).unwrap(),
      );
    saving.current = run;
    return run;
  };
  const saveFailed = (failure: unknown) =>
    enqueueSnackbar(errorMessage(failure, ASSESSMENT_MESSAGES.progressFailed), {
      variant: 'error',
    });
  // An answer is saved as it is chosen: a reload or a closed tab loses none.
  const choose = (value: number) => {
    const next = { ...answers, [question.id]: value };
    setAnswers(next);
    save(next, index).catch(saveFailed);
  };
  const go = (next: number) => {
    save(answers, next).catch(saveFailed);
    setIndex(next);
    headingRef.current?.focus();
  };
  // The question promises the answers are saved: the page is left only once they are.
  const leave = async () => {
    setLeaving(true);
    try {
      await save(answers, index);
      setFinished(true);
      guard.leave();
    } catch (failure) {
      saveFailed(failure);
      guard.stay();
    } finally {
      setLeaving(false);
    }
  };
  const send = async () => {
    try {
      // A save still on its way would arrive after the attempt is closed, and be refused.
      await saving.current.catch(() => undefined);
      await submit({ id, body: { attemptId: attempt.attemptId, answers } }).unwrap();
      setFinished(true);
      guard.proceed(`/assessments/${encodeURIComponent(id)}/results`);
    } catch (failure) {
      if (errorStatus(failure) === 409) {
        setFinished(true);
        guard.proceed(`/assessments/${encodeURIComponent(id)}/results`);
        return;
      }
      enqueueSnackbar(errorMessage(failure, ASSESSMENT_MESSAGES.submitFailed), {
        variant: 'error',
      });
    }
  };

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2, gap: 1 }}
      >
        <Typography variant="h1">{attempt.assessment.title}</Typography>
        <Typography
          role="timer"
          aria-label={T.timeLabel}
          sx={{ fontVariantNumeric: 'tabular-nums', color: 'text.secondary' }}
        >
          {T.time(formatDuration(elapsed))}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={Math.round(((index + 1) / total) * 100)}
        aria-label={T.progressLabel}
        sx={{ mb: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {T.answered(answered, total)}
      </Typography>
      <Card>
        <CardContent>
          <FormControl component="fieldset" sx={{ width: '100%' }}>
            <FormLabel
              component="legend"
              ref={headingRef}
              tabIndex={-1}
              sx={{ color: 'text.primary', '&.Mui-focused': { color: 'text.primary' }, mb: 1 }}
            >
              <Typography
                variant="body2"
                color="textSecondary"
                component="span"
                sx={{ display: 'block' }}
              >
                {T.questionOf(index + 1, total)}
              </Typography>
              <Typography variant="h2" component="span" sx={{ display: 'block' }}>
                {question.question}
              </Typography>
            </FormLabel>
            <RadioGroup
              name={`svar-${question.id}`}
              value={answers[question.id] === undefined ? '' : String(answers[question.id])}
              onChange={(event) => choose(Number(event.target.value))}
            >
              {question.options.map((option, optionIndex) => (
                <FormControlLabel
                  key={optionIndex}
                  value={String(optionIndex)}
                  control={<Radio />}
                  label={option}
                  sx={{ py: 0.5 }}
                />
              ))}
            </RadioGroup>
          </FormControl>
        </CardContent>
      </Card>
      {isLast && skippedBefore && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {T.unanswered(total - answered)}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'space-between' }}>
        <Button variant="text" onClick={() => guard.ask('/assessments')}>
          {T.quit}
        </Button>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            variant="outlined"
            disabled={index === 0}
            onClick={singleClick(() => go(index - 1))}
          >
            {T.previous}
          </Button>
          {isLast ? (
            <Button variant="contained" disabled={submitting} onClick={singleClick(send)}>
              {T.submit}
            </Button>
          ) : (
            <Button variant="contained" onClick={singleClick(() => go(index + 1))}>
              {T.next}
            </Button>
          )}
        </Box>
      </Stack>
      <Dialog open={guard.asking} onClose={leaving ? undefined : guard.stay}>
        <DialogTitle>{T.leaveTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{ASSESSMENT_MESSAGES.leaveConfirm}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={guard.stay} disabled={leaving} autoFocus>
            {T.stay}
          </Button>
          <Button onClick={() => void leave()} disabled={leaving} aria-busy={leaving}>
            {T.leave}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/**
 * A double click's second click is not a second step: it skipped a question, and on the
 * question before the last it landed on «Lever testen», which takes the same place.
 */
function singleClick(action: () => unknown) {
  return (event: MouseEvent) => {
    if (event.detail <= 1) void action();
  };
}
