import { creditedDays, planAfterPurchase } from './plan-purchase.ts';

describe('creditedDays', () => {
  it('counts the days past the year as the receipt’s dates show them, in Norway', () => {
    // 243.3 days past the year, from 18:00: the period ends after midnight, on the 244th day.
    const evening = {
      priceId: 3 as const,
      startsAt: new Date('2026-12-07T17:00:00Z'),
      endsAt: new Date('2028-08-07T00:12:00Z'),
    };
    expect(creditedDays(evening)).toBe(244);
    // The same credit from 08:00 ends the same afternoon, on the 243rd.
    const morning = {
      priceId: 3 as const,
      startsAt: new Date('2026-12-07T07:00:00Z'),
      endsAt: new Date('2028-08-06T14:12:00Z'),
    };
    expect(creditedDays(morning)).toBe(243);
  });

  it('is none for a plan bought with nothing running', () => {
    expect(creditedDays(planAfterPurchase(null, 2, new Date('2026-12-07T23:30:00Z')))).toBe(0);
  });
});
