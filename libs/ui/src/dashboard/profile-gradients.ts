import { DEFAULT_PROFILE_GRADIENT, PROFILE_GRADIENT_OPTIONS } from '@yrkesbro/contracts';
import type { ProfileGradientId, ProfileGradientOption } from '@yrkesbro/contracts';

/** A header theme as the screens paint it: the stored option and its CSS. */
export type ProfileGradient = ProfileGradientOption & { background: string };

// How each stored class string looks, in every remote alike.
const BACKGROUNDS: Record<ProfileGradientId, string> = {
  blue: 'linear-gradient(90deg, #3b82f6, #1d4ed8)',
  purple: 'linear-gradient(90deg, #a855f7, #7e22ce)',
  green: 'linear-gradient(90deg, #16a34a, #166534)',
  orange: 'linear-gradient(90deg, #f97316, #dc2626)',
  cyan: 'linear-gradient(90deg, #06b6d4, #2563eb)',
  rose: 'linear-gradient(90deg, #fb7185, #fb923c)',
  emerald: 'linear-gradient(90deg, #34d399, #84cc16)',
  violet: 'linear-gradient(90deg, #6d28d9, #312e81)',
  amber: 'linear-gradient(90deg, #fbbf24, #ca8a04)',
  slate: 'linear-gradient(90deg, #64748b, #1e293b)',
  darknight: 'linear-gradient(90deg, #111827, #172554)',
  scooter: 'linear-gradient(90deg, #22d3ee, #0d9488)',
};

/** The twelve themes of the picker, in the spec's order. */
export const PROFILE_GRADIENTS: readonly ProfileGradient[] = PROFILE_GRADIENT_OPTIONS.map(
  (option) => ({ ...option, background: BACKGROUNDS[option.id] }),
);

/** The theme a stored class string stands for; unknown or empty falls back to the default. */
export function profileGradient(className: string | null | undefined): ProfileGradient {
  return (
    PROFILE_GRADIENTS.find((gradient) => gradient.className === className) ?? {
      ...DEFAULT_PROFILE_GRADIENT,
      background: BACKGROUNDS[DEFAULT_PROFILE_GRADIENT.id],
    }
  );
}
