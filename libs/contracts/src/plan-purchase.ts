import { osloClock } from './oslo-time.ts';
import { planByPriceId } from './subscriptions.ts';
import type { PriceId } from './subscriptions.ts';

/** A business's plan: which one, and when it runs. */
export interface PlanPeriod {
  priceId: PriceId;
  startsAt: Date;
  endsAt: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function oneYearAfter(date: Date): Date {
  const end = new Date(date);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

function price(priceId: PriceId): number {
  const plan = planByPriceId(priceId);
  if (!plan) throw new Error(`Ukjent plan ${priceId}`);
  return plan.price;
}

/**
 * The plan after paying for `priceId` at `now`. The new plan starts now and runs a year; what
 * is left of a plan still running is credited in full as extra days of the new one, at the new
 * plan's daily price (a month of Grunnleggende left adds ten days to a new Premium year, and a
 * renewal of the same plan simply adds a year to its end). The API applies it; the plan dialog
 * shows its outcome before payment.
 */
export function planAfterPurchase(
  current: PlanPeriod | null,
  priceId: PriceId,
  now: Date,
): PlanPeriod {
  const yearEnd = oneYearAfter(now);
  if (!current || current.endsAt <= now) return { priceId, startsAt: now, endsAt: yearEnd };
  const remainingMs = current.endsAt.getTime() - now.getTime();
  const creditMs = Math.floor((remainingMs * price(current.priceId)) / price(priceId));
  return { priceId, startsAt: now, endsAt: new Date(yearEnd.getTime() + creditMs) };
}

/** The day in Norway that `date` falls on, as a count of days. */
function osloDay(date: Date): number {
  const { year, month, day } = osloClock(date);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/**
 * The days a purchase's period runs beyond its one year, the credit of the old plan, counted as
 * a receipt's dates show them: from the day a year after the start to the day it ends, in Norway.
 */
export function creditedDays(period: PlanPeriod): number {
  return osloDay(period.endsAt) - osloDay(oneYearAfter(period.startsAt));
}
