import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { selectCurrentUser, useAppSelector } from '@yrkesbro/api-client';
import { ASSESSMENT_MESSAGES, POPULAR_SKILLS, skillSlug } from '@yrkesbro/contracts';
import type { Assessment, Skill } from '@yrkesbro/contracts';
import {
  LoadFailed,
  PageContainer,
  StatusMessage,
  usePageTitle,
  Link as RouterLink,
  useLocation,
  useParams,
} from '@yrkesbro/ui';
import { CARD_COLUMNS, useFailureToast } from '@yrkesbro/ui/dashboard';
import { useGetOwnProfileQuery } from '../profile/profile-api.ts';
import { TEXTS } from './texts.ts';
import { AssessmentCard } from './assessment-card.tsx';
import { useGetAssessmentsQuery } from './assessments-api.ts';

const T = TEXTS.list;

/**
 * Those that suit the student: the ones for every trade, and those of the trades and skills on
 * their profile (a skill's vocation is its lærefag).
 */
export function recommended(assessments: Assessment[], skills: Skill[]): Assessment[] {
  const trades = new Set(skills.map((skill) => skill.vocation_name));
  const names = new Set(skills.map((skill) => skill.skill_name.trim().toLowerCase()));
  return assessments.filter(
    (assessment) =>
      assessment.trades.length === 0 ||
      assessment.trades.some((trade) => trades.has(trade)) ||
      names.has(assessment.skill),
  );
}

/**
 * /assessments, and the same list narrowed at /assessments/recommended and
 * /assessments/skills/{skill}.
 */
export default function AssessmentsPage() {
  const { skill } = useParams();
  const isRecommended = useLocation().pathname.endsWith('/recommended');
  const user = useAppSelector(selectCurrentUser);
  const { data, error, refetch } = useGetAssessmentsQuery();
  useFailureToast(error, ASSESSMENT_MESSAGES.listToast);
  const profile = useGetOwnProfileQuery(undefined, {
    skip: !isRecommended || user?.role !== 'student',
  });
  const skillName = skill && (POPULAR_SKILLS.find((name) => name.toLowerCase() === skill) ?? skill);
  const title = isRecommended ? T.recommendedTitle : skillName ? T.skillTitle(skillName) : T.title;
  usePageTitle(T.pageTitle(title));

  const shown = !data
    ? undefined
    : isRecommended
      ? recommended(data, profile.data?.skills ?? [])
      : skill
        ? data.filter((assessment) => assessment.skill === skill)
        : data;
  const waiting = !shown || (isRecommended && profile.isLoading);

  return (
    <PageContainer>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {T.intro}
      </Typography>
      {/* Gaps, not margins: a button wrapped to the next row kept its left margin, 8 px in. */}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        {(isRecommended || skill) && (
          <Button component={RouterLink} to="/assessments" variant="outlined">
            {T.allTests}
          </Button>
        )}
        {!isRecommended && (
          <Button component={RouterLink} to="/assessments/recommended" variant="contained">
            {T.viewRecommended}
          </Button>
        )}
        <Button component={RouterLink} to="/assessments/progress" variant="outlined">
          {T.yourProgress}
        </Button>
      </Stack>
      <Stack
        component="nav"
        aria-label={T.popularSkillsLabel}
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mb: 3, flexWrap: 'wrap' }}
      >
        {POPULAR_SKILLS.map((name) => (
          <Button
            key={name}
            size="small"
            variant={skill === name.toLowerCase() ? 'contained' : 'text'}
            component={RouterLink}
            to={`/assessments/skills/${skillSlug(name)}`}
          >
            {name}
          </Button>
        ))}
      </Stack>
      {error ? (
        <LoadFailed
          title={ASSESSMENT_MESSAGES.listToast}
          error={error}
          fallback={ASSESSMENT_MESSAGES.listFailed}
          onRetry={() => void refetch()}
        />
      ) : waiting ? (
        <Box sx={CARD_COLUMNS} aria-busy="true">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} variant="rounded" height={260} />
          ))}
        </Box>
      ) : shown.length === 0 ? (
        <StatusMessage title={ASSESSMENT_MESSAGES.empty}>{T.emptyIntro}</StatusMessage>
      ) : (
        <Box component="ul" sx={{ ...CARD_COLUMNS, listStyle: 'none', p: 0, m: 0 }}>
          {shown.map((assessment) => (
            <li key={assessment.id}>
              <AssessmentCard assessment={assessment} />
            </li>
          ))}
        </Box>
      )}
    </PageContainer>
  );
}
