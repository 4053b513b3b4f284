import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@yrkesbro/api-client';
import { STUDENT_MESSAGES } from '@yrkesbro/contracts';
import type { GradeReviewList, PendingGradeVerification } from '@yrkesbro/contracts';
import { LoadFailed, formatDate, Link as RouterLink } from '@yrkesbro/ui';
import { useSnackbar } from '@yrkesbro/toasts';
import { useId, useRef, useState } from 'react';
import { useGetGradeReviewsQuery, useReviewGradesMutation } from './grade-reviews-api.ts';
import { TEXTS } from '../texts.ts';

const T = TEXTS.gradeReviews;

/** What each list says, and whether its grades start ticked. */
const LISTS: Record<
  GradeReviewList,
  { title: string; intro: string; hint: string; empty: string; ticked: boolean }
> = {
  pending: {
    ...T.pending,
    empty: STUDENT_MESSAGES.reviewsEmpty,
    ticked: false,
  },
  auto: {
    ...T.auto,
    empty: STUDENT_MESSAGES.spotChecksEmpty,
    ticked: true,
  },
};

/**
 * One of the admin's grade lists: documents the server could not settle ('pending'), or
 * settled automatically and open for a spot check ('auto'). The admin reads each document
 * and ticks the grades it shows.
 */
export function GradeReviewsSection({ list }: { list: GradeReviewList }) {
  const { data: reviews, isLoading, error, refetch } = useGetGradeReviewsQuery(list);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const texts = LISTS[list];
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography
        id={headingId}
        ref={heading}
        variant="h2"
        gutterBottom
        tabIndex={-1}
        sx={{ outline: 'none' }}
      >
        {texts.title}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {texts.intro}
      </Typography>
      {error ? (
        <LoadFailed
          title={STUDENT_MESSAGES.reviewsLoadFailed}
          error={error}
          onRetry={() => void refetch()}
        />
      ) : isLoading || !reviews ? (
        <Box role="status" aria-label={T.section.loading(texts.title)}>
          {[0, 1].map((row) => (
            <Skeleton key={row} variant="rounded" height={96} sx={{ mb: 1 }} />
          ))}
        </Box>
      ) : reviews.length === 0 ? (
        <Typography color="textSecondary">{texts.empty}</Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {reviews.map((review) => (
            <GradeReview
              key={review.id}
              review={review}
              hint={texts.hint}
              ticked={texts.ticked}
              // The saved review leaves the list: the keyboard goes on from the list's heading.
              onSaved={() => heading.current?.focus()}
            />
          ))}
        </Stack>
      )}
    </Card>
  );
}

function GradeReview({
  review,
  hint,
  ticked,
  onSaved,
}: {
  review: PendingGradeVerification;
  hint: string;
  ticked: boolean;
  onSaved: () => void;
}) {
  const [approved, setApproved] = useState<Set<string>>(
    () => new Set(ticked ? review.grades.map((grade) => grade.id) : []),
  );
  const [reviewGrades, { isLoading }] = useReviewGradesMutation();
  const { enqueueSnackbar } = useSnackbar();
  const who = review.student.name?.trim() || review.student.email;

  const toggle = (id: string) =>
    setApproved((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const save = async () => {
    try {
      await reviewGrades({ id: review.id, approvedGradeIds: [...approved] }).unwrap();
      enqueueSnackbar(STUDENT_MESSAGES.reviewSaved, { variant: 'success' });
      onSaved();
    } catch (error) {
      enqueueSnackbar(errorMessage(error, STUDENT_MESSAGES.reviewFailed), { variant: 'error' });
    }
  };

  return (
    <Box
      component="li"
      aria-label={T.review.label(who)}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between' }}
      >
        <Box>
          <Link
            component={RouterLink}
            to={`/profile/${review.student.id}`}
            sx={{ fontWeight: 600 }}
          >
            {who}
          </Link>
          <Typography variant="body2" color="textSecondary">
            {T.review.sent(review.student.email, formatDate(review.created_at))}
          </Typography>
        </Box>
        <Button
          href={review.document_url}
          variant="outlined"
          startIcon={<DescriptionOutlined />}
          sx={{ alignSelf: 'flex-start' }}
        >
          {T.review.download}
        </Button>
      </Stack>
      <FormGroup sx={{ mt: 1 }} aria-label={T.review.gradesLabel}>
        {review.grades.map((grade) => (
          <FormControlLabel
            key={grade.id}
            control={
              <Checkbox checked={approved.has(grade.id)} onChange={() => toggle(grade.id)} />
            }
            label={`${grade.subject}: ${grade.grade}`}
          />
        ))}
      </FormGroup>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {hint}
      </Typography>
      <Button
        variant="contained"
        onClick={() => void save()}
        disabled={isLoading}
        aria-busy={isLoading}
        startIcon={
          isLoading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
        }
      >
        {T.review.save}
      </Button>
    </Box>
  );
}
