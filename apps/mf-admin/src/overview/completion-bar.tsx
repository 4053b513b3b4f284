import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { completionColour } from '@yrkesbro/contracts';
import { TEXTS } from '../texts.ts';

const T = TEXTS.overview.completionBar;

const BAR_COLOUR = { green: 'success', yellow: 'warning', red: 'error' } as const;

/** How complete a profile is, coloured by the spec's thresholds (80 green, 50 yellow). */
export function CompletionBar({ percentage, who }: { percentage: number; who: string }) {
  const colour = completionColour(percentage);
  return (
    <Box sx={{ minWidth: 160 }}>
      <Typography variant="body2" color="textSecondary">
        {T.complete(percentage)}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percentage}
        color={BAR_COLOUR[colour]}
        aria-label={T.label(who, percentage)}
        data-colour={colour}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
