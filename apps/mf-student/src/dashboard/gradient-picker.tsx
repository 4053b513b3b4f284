import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@yrkesbro/api-client';
import { STUDENT_MESSAGES } from '@yrkesbro/contracts';
import type { PublicStudentProfile } from '@yrkesbro/contracts';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { visuallyHidden } from '@yrkesbro/ui';
import { useSnackbar } from '@yrkesbro/toasts';
import { PROFILE_GRADIENTS, profileGradient } from '@yrkesbro/ui/dashboard';
import { useUpdateProfileMutation } from '../profile/profile-api.ts';
import { TEXTS } from './texts.ts';

const T = TEXTS.gradientPicker;

/**
 * Arrow keys walk a radio group and choose as they go; waiting this long after the last
 * choice saves one theme instead of one per key press.
 */
const THEME_SAVE_DELAY_MS = 400;

/**
 * 'Profiltema': the twelve header gradients as radio buttons. A choice shows at once; it is
 * saved shortly after, and if the server refuses it the saved theme comes back.
 */
export function GradientPicker({ profile }: { profile: PublicStudentProfile }) {
  const [updateProfile] = useUpdateProfileMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [chosen, setChosen] = useState<string | null>(null);
  const pending = useRef<{ className: string; timer: ReturnType<typeof setTimeout> } | null>(null);
  const latest = useRef<string | null>(null);
  const headingId = useId();
  const groupName = useId();
  const shown = chosen ?? profileGradient(profile.gradient).className;

  const save = useCallback(
    async (className: string) => {
      pending.current = null;
      try {
        await updateProfile({ gradient: className }).unwrap();
      } catch (error) {
        enqueueSnackbar(errorMessage(error, STUDENT_MESSAGES.themeFailed), { variant: 'error' });
        // Refused: the saved theme shows again, unless a newer choice is still waiting.
        if (latest.current === className) {
          latest.current = null;
          setChosen(null);
        }
      }
      // Saved: the choice stays shown as it is. Handing over to the cached profile here could
      // flash the old theme for a render, and a flash unchecks the new radio button for good
      // (the browser unchecks it when the old one is checked; React does not check it again).
    },
    [updateProfile, enqueueSnackbar],
  );

  // Leaving the page before the delay is over still saves the last choice.
  useEffect(
    () => () => {
      const waiting = pending.current;
      if (!waiting) return;
      clearTimeout(waiting.timer);
      void save(waiting.className);
    },
    [save],
  );

  const choose = (className: string) => {
    setChosen(className);
    latest.current = className;
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = {
      className,
      timer: setTimeout(() => void save(className), THEME_SAVE_DELAY_MS),
    };
  };

  return (
    <Box>
      <Typography id={headingId} variant="h3" component="h2">
        {T.title}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
        {T.intro}
      </Typography>
      <Box
        role="radiogroup"
        aria-labelledby={headingId}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))',
          gap: 1.5,
        }}
      >
        {PROFILE_GRADIENTS.map((gradient) => {
          const checked = shown === gradient.className;
          return (
            <Box
              component="label"
              key={gradient.id}
              sx={{
                position: 'relative',
                display: 'grid',
                gap: 0.5,
                justifyItems: 'center',
                cursor: 'pointer',
                '& input:focus-visible + .swatch': {
                  outline: 3,
                  outlineColor: 'primary.main',
                  outlineOffset: 2,
                },
              }}
            >
              <Box
                component="input"
                type="radio"
                name={groupName}
                value={gradient.className}
                checked={checked}
                onChange={() => choose(gradient.className)}
                aria-label={gradient.label}
                sx={visuallyHidden}
              />
              <Box
                className="swatch"
                aria-hidden
                sx={{
                  width: '100%',
                  height: 44,
                  borderRadius: 2,
                  background: gradient.background,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  boxShadow: checked
                    ? (theme) => `0 0 0 3px ${theme.palette.text.primary}`
                    : 'none',
                }}
              >
                {checked && (
                  <Box
                    sx={{
                      display: 'flex',
                      bgcolor: 'background.paper',
                      color: 'text.primary',
                      borderRadius: '50%',
                      p: 0.25,
                    }}
                  >
                    <Check fontSize="small" />
                  </Box>
                )}
              </Box>
              <Typography variant="caption" sx={{ textAlign: 'center', lineHeight: 1.3 }}>
                {gradient.label}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
