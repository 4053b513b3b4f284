import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ASSESSMENT_MESSAGES, BADGE_SCORE } from '@yrkesbro/contracts';
import { formatDate, LoadFailed } from '@yrkesbro/ui';
import { SectionCard } from '../profile/sections/section-card.tsx';
import { SectionEmpty } from '../profile/sections/section-empty.tsx';
import { TEXTS } from './texts.ts';
import { useGetVerifiedScoresQuery } from './assessments-api.ts';
import { Score } from './score.tsx';

const T = TEXTS.verifiedScores;

/**
 * The student's best score on each skill assessment, on the profile businesses read: scored by
 * the server, so it tells more than a skill the student typed in. Others are sent the passed
 * tests only; the student, who sees them all, is told so.
 */
export function VerifiedScores({ userId, own }: { userId: string; own: boolean }) {
  const { data, error, refetch } = useGetVerifiedScoresQuery(userId);
  return (
    <SectionCard title={T.title}>
      {own && (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          {T.ownNote(BADGE_SCORE)}
        </Typography>
      )}
      {error ? (
        <LoadFailed
          title={ASSESSMENT_MESSAGES.listFailed}
          error={error}
          onRetry={() => void refetch()}
        />
      ) : !data ? null : data.length === 0 ? (
        <SectionEmpty text={own ? T.empty : T.emptyPassed} />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {data.map((entry) => (
            <Box
              component="li"
              key={entry.assessmentId}
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}
            >
              <Box>
                <Typography sx={{ fontWeight: 600 }}>{entry.title}</Typography>
                <Typography variant="body2" color="textSecondary">
                  {T.bestResult}{' '}
                  <time dateTime={entry.completedAt}>{formatDate(entry.completedAt)}</time>
                </Typography>
              </Box>
              <Score score={entry.score} />
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
