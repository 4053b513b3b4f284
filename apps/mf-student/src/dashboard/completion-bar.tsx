import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { completionInputOf, missingParts } from '@yrkesbro/contracts';
import type { StudentProfile } from '@yrkesbro/contracts';
import { useId } from 'react';
import { TEXTS } from './texts.ts';

const T = TEXTS.completion;

/** How complete the profile is, and what is still missing to reach 100 %. */
export function CompletionBar({ profile }: { profile: StudentProfile }) {
  const percent = profile.completionPercentage;
  const missing = missingParts(completionInputOf(profile));
  const textId = useId();
  return (
    <Stack spacing={1}>
      <Typography id={textId} sx={PERCENT_SX}>
        {T.complete(percent)}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={T.progressLabel}
        aria-describedby={textId}
        color={percent === 100 ? 'success' : 'primary'}
        sx={BAR_SX}
      />
      {percent < 100 && missing.length > 0 && (
        <Typography variant="body2" color="textSecondary">
          {T.missing(missing.map((part) => part.label).join(', '))}
        </Typography>
      )}
    </Stack>
  );
}

const PERCENT_SX = { fontWeight: 600, fontVariantNumeric: 'tabular-nums' };
const BAR_SX = { height: 10, borderRadius: 5 };

/** The bar's lines greyed out while the profile comes, as tall as a bar with a few parts
 * missing. */
export function CompletionBarPlaceholder() {
  return (
    <Stack spacing={1}>
      <Typography sx={PERCENT_SX}>
        <Skeleton width="18ch" />
      </Typography>
      <Skeleton variant="rounded" sx={BAR_SX} />
      {/* The missing parts take two lines on a phone, one beside the résumé button. */}
      <Typography variant="body2">
        <Skeleton width="60%" />
        <Skeleton width="40%" sx={{ display: { md: 'none' } }} />
      </Typography>
    </Stack>
  );
}
