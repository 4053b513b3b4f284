import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Box from '@mui/material/Box';
import { BADGE_SCORE, scoreColour } from '@yrkesbro/contracts';
import type { ScoreColour } from '@yrkesbro/contracts';
import { TEXTS } from './texts.ts';

/** The theme's palette for the spec's three score colours, dark enough for text on white. */
const PALETTE: Record<ScoreColour, string> = {
  green: 'success.dark',
  yellow: 'warning.dark',
  red: 'error.dark',
};

/** Time taken as minutes and seconds (seed 2, section 9). */
export function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${seconds % 60} s`;
}

/** A score in its colour, with the trophy from BADGE_SCORE. */
export function Score({ score, size = 'body' }: { score: number; size?: 'body' | 'large' }) {
  const colour = scoreColour(score);
  return (
    <Box
      component="span"
      data-colour={colour}
      sx={{
        color: PALETTE[colour],
        fontWeight: 700,
        fontSize: size === 'large' ? '3rem' : 'inherit',
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      {score} %
      {score >= BADGE_SCORE && (
        <EmojiEventsIcon
          titleAccess={TEXTS.score.trophy}
          sx={{ color: 'secondary.main', fontSize: size === 'large' ? '3rem' : '1.25em' }}
        />
      )}
    </Box>
  );
}
