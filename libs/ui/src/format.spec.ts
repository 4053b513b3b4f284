import { externalUrl, formatDate, formatDay } from './format.ts';

describe('format', () => {
  it('writes dates as Norwegians do', () => {
    expect(formatDate('2027-03-12T10:00:00Z')).toBe('12. mars 2027');
    expect(formatDate('ikke en dato')).toBe('');
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
});
