import {
  externalUrl,
  formatDate,
  formatDay,
  formatMoney,
  formatSalaryRange,
  initialsOf,
} from './format.ts';

describe('format', () => {
  it('writes dates and money as Norwegians do', () => {
    expect(formatDate('2027-03-12T10:00:00Z')).toBe('12. mars 2027');
    expect(formatDate('ikke en dato')).toBe('');
    expect(formatMoney(5000)).toBe('5 000 kr');
    expect(formatMoney(1250000)).toBe('1 250 000 kr');
    expect(formatSalaryRange(5000, 7500)).toBe('5 000–7 500 kr');
    expect(formatSalaryRange(300, 300)).toBe('300 kr');
  });

  it('writes an interview day the same in every time zone', () => {
    expect(formatDay('2027-04-14')).toBe('14. april 2027');
    expect(formatDay('snart')).toBe('snart');
  });

  it('links only to http and https addresses', () => {
    expect(externalUrl(' https://example.com/cv.pdf ')).toBe('https://example.com/cv.pdf');
    expect(externalUrl('javascript:alert(1)')).toBeUndefined();
    expect(externalUrl(null)).toBeUndefined();
  });

  it('takes up to two initials, skipping signs', () => {
    expect(initialsOf('Rør & Varme AS')).toBe('RV');
    expect(initialsOf('élan')).toBe('É');
    expect(initialsOf('  ')).toBe('');
  });
});
