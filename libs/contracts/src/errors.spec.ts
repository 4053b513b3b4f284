import { tooManyRequestsMessage } from './errors.ts';

describe('tooManyRequestsMessage', () => {
  it('says in whole minutes how long to wait, rounding up', () => {
    expect(tooManyRequestsMessage(1)).toBe('For mange forsøk. Prøv igjen om 1 minutt.');
    expect(tooManyRequestsMessage(60)).toBe('For mange forsøk. Prøv igjen om 1 minutt.');
    expect(tooManyRequestsMessage(61)).toBe('For mange forsøk. Prøv igjen om 2 minutter.');
    expect(tooManyRequestsMessage(3600)).toBe('For mange forsøk. Prøv igjen om 60 minutter.');
  });
});
