import { normalizeOrganizationNumber, organizationNumberProblem } from './organization-number.ts';

describe('organisation numbers', () => {
  it('reads the number the way people write it', () => {
    expect(normalizeOrganizationNumber('974 760 673')).toBe('974760673');
    expect(normalizeOrganizationNumber(' 974\u00a0760 673 ')).toBe('974760673');
  });

  it('checks the mod-11 check digit', () => {
    // Brønnøysundregistrene's own number, and the remainder-0 case (check digit 0).
    expect(organizationNumberProblem('974760673')).toBeNull();
    expect(organizationNumberProblem('930000000')).toBeNull();
    expect(organizationNumberProblem('974760674')).toBe('checkDigit');
    expect(organizationNumberProblem('123456789')).toBe('checkDigit');
    // 91234567x leaves remainder 1: no check digit makes it valid.
    for (let digit = 0; digit <= 9; digit++)
      expect(organizationNumberProblem(`91234567${digit}`)).toBe('checkDigit');
  });

  it('says what is wrong with the length', () => {
    expect(organizationNumberProblem('97476067')).toBe('length');
    expect(organizationNumberProblem('9747606730')).toBe('length');
    expect(organizationNumberProblem('97476067a')).toBe('length');
  });
});
