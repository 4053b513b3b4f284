import { DEFAULT_PROFILE_GRADIENT, PROFILE_GRADIENT_OPTIONS } from './students.ts';
import { profileUpdateSchema } from './students-schemas.ts';
import { SAVED_SEARCH_MESSAGES } from './saved-searches.ts';
import { savedSearchSchema } from './saved-searches-schemas.ts';

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

describe('the inline profile fields', () => {
  it('say how long a field may be', () => {
    expect(() => profileUpdateSchema.validateSync({ name: 'x'.repeat(121) })).toThrow(
      'Navn kan ha høyst 120 tegn',
    );
    expect(() => profileUpdateSchema.validateSync({ location: 'x'.repeat(121) })).toThrow(
      'Sted kan ha høyst 120 tegn',
    );
  });
});

describe('a saved search', () => {
  it('says which choice is missing when the frequency is', () => {
    expect(() => savedSearchSchema.validateSync({ name: 'Lærling i Bergen' })).toThrow(
      SAVED_SEARCH_MESSAGES.frequencyRequired,
    );
  });
});
