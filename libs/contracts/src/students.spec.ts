import { DEFAULT_PROFILE_GRADIENT, PROFILE_GRADIENT_OPTIONS } from './students.ts';

describe('profile gradients', () => {
  it('has the twelve named options with distinct class strings', () => {
    expect(PROFILE_GRADIENT_OPTIONS.map((g) => g.label)).toEqual([
      'Havblå',
      'Kongelig Lilla',
      'Skogsgrønn',
      'Solnedgang Oransje',
      'Isbre',
      'Soloppgang',
      'Vårgrønn',
      'Midnattsfiolett',
      'Gyllen',
      'Steingrå',
      'Midnatt',
      'Scooter',
    ]);
    expect(new Set(PROFILE_GRADIENT_OPTIONS.map((g) => g.className)).size).toBe(12);
  });

  it('starts a profile on Havblå', () => {
    expect(DEFAULT_PROFILE_GRADIENT.label).toBe('Havblå');
  });
});
