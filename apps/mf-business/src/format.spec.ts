import { formatMoney, formatSalaryRange, initialsOf } from './format.ts';

describe('format', () => {
  it('writes money as Norwegians do', () => {
    expect(formatMoney(5000)).toBe('5 000 kr');
    expect(formatMoney(1250000)).toBe('1 250 000 kr');
    expect(formatSalaryRange(5000, 7500)).toBe('5 000–7 500 kr');
    expect(formatSalaryRange(300, 300)).toBe('300 kr');
  });

  it('takes up to two initials, skipping signs', () => {
    expect(initialsOf('Rør & Varme AS')).toBe('RV');
    expect(initialsOf('élan')).toBe('É');
    expect(initialsOf('  ')).toBe('');
  });
});
