import {
  externalUrl,
  formatDate,
  formatDateTime,
  formatDay,
  formatKroner,
  formatSalary,
  groupThousands,
  initials,
} from './format.ts';

describe('format', () => {
  it('writes dates as Norwegians do', () => {
    expect(formatDate('2027-03-12T10:00:00Z')).toBe('12. mars 2027');
    expect(formatDate('ikke en dato')).toBe('');
  });

  it('writes a moment with its time of day', () => {
    expect(formatDateTime('2027-03-12T13:30:00Z')).toMatch(/^12\. mars 2027, \d{2}:30$/);
    expect(formatDateTime('ikke en dato')).toBe('');
  });

  it("writes a moment on Norway's clock, whatever the device's time zone", () => {
    // 23:30 UTC on 7 December is half past midnight on the 8th in Oslo.
    expect(formatDate('2026-12-07T23:30:00Z')).toBe('8. desember 2026');
    expect(formatDateTime('2026-12-07T23:30:00Z')).toBe('8. des. 2026, 00:30');
  });

  it('writes kroner with a space that never breaks between the thousands', () => {
    expect(formatKroner(5000)).toBe('5\u00a0000\u00a0kr');
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

  it('writes a salary as Norwegians do, never breaking inside an amount', () => {
    expect(formatSalary(25000, 35000)).toBe('25\u00a0000 – 35\u00a0000\u00a0kr');
    expect(formatSalary(1250000, 1250000)).toBe('1\u00a0250\u00a0000\u00a0kr');
    expect(formatSalary(300, 300)).toBe('300\u00a0kr');
  });

  it('takes up to two initials, skipping signs and the legal form', () => {
    expect(initials('Ola Nordmann')).toBe('ON');
    expect(initials('Rør & Varme AS')).toBe('RV');
    expect(initials('élan')).toBe('É');
    expect(initials('AS Byggmester')).toBe('B');
    expect(initials('ASA')).toBe('A');
    expect(initials('  & ')).toBe('');
  });
});

describe('groupThousands', () => {
  afterEach(() => jest.restoreAllMocks());

  it("writes a number as Intl's nb-NO does, rounded to whole", () => {
    const intl = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 0 });
    for (const value of [
      0, 5, 999, 1000, 1500, 9999, 10000, 25000, 123456, 1234567, 1250000000, -1500, -25000, 2.5,
      3.5, -2.5, 1499.5, 1499.4, -0.4, 0.4,
    ])
      expect(groupThousands(value)).toBe(intl.format(value));
  });

  it('builds no Intl formatter, whose first one loads the locale data on the page', () => {
    const built = jest.spyOn(Intl, 'NumberFormat');
    expect(groupThousands(25000)).toBe('25\u00a0000');
    expect(formatSalary(25000, 35000)).toBe('25\u00a0000 – 35\u00a0000\u00a0kr');
    expect(built).not.toHaveBeenCalled();
  });
});
