import LinearProgress from '@mui/material/LinearProgress';
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
      <Typography id={textId} sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {T.complete(percent)}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={T.progressLabel}
        aria-describedby={textId}
        color={percent === 100 ? 'success' : 'primary'}
        sx={{ height: 10, borderRadius: 5 }}
      />
      {percent < 100 && missing.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {T.missing(missing.map((part) => part.label).join(', '))}
        </Typography>
      )}
    </Stack>
  );
}
