import { planByPriceId } from '@yrkesbro/contracts';
import type { PlanFeature, PriceId } from '@yrkesbro/contracts';

export interface PlanPeriod {
  priceId: PriceId;
  startsAt: Date;
  endsAt: Date;
}

/** The profile parts a plan may leave out; the free quota shows what Grunnleggende shows. */
const GATED_PARTS: PlanFeature[] = ['portfolio', 'grades'];
const FREE_TIER: PriceId = 1;

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
 * renewal of the same plan simply adds a year to its end).
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

/** What a business viewer's plan (null: the free quota) leaves out of a student's profile. */
export function lockedParts(priceId: PriceId | null): PlanFeature[] {
  const plan = planByPriceId(priceId ?? FREE_TIER);
  return GATED_PARTS.filter((part) => !plan?.includes.includes(part));
}
