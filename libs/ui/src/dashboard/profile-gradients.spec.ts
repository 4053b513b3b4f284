import { PROFILE_GRADIENT_OPTIONS } from '@yrkesbro/contracts';
import { PROFILE_GRADIENTS, profileGradient } from './profile-gradients.ts';

describe('profile gradients', () => {
  it('paints every theme the profile may store, each its own CSS gradient', () => {
    expect(PROFILE_GRADIENTS.map((g) => g.className)).toEqual(
      PROFILE_GRADIENT_OPTIONS.map((g) => g.className),
    );
    for (const gradient of PROFILE_GRADIENTS)
      expect(gradient.background).toMatch(/^linear-gradient\(90deg, #[0-9a-f]{6}, #[0-9a-f]{6}\)$/);
    expect(new Set(PROFILE_GRADIENTS.map((g) => g.background)).size).toBe(12);
  });

  it('falls back to the first for an unknown class string', () => {
    expect(profileGradient('bg-unknown')).toEqual(PROFILE_GRADIENTS[0]);
    expect(profileGradient(null).label).toBe('Havblå');
    expect(profileGradient(PROFILE_GRADIENTS[10].className).label).toBe('Midnatt');
  });
});
