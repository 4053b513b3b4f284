import { planByPriceId } from '@yrkesbro/contracts';
import type { PlanFeature, PriceId } from '@yrkesbro/contracts';

/** The profile parts a plan may leave out; the free quota shows what Grunnleggende shows. */
const GATED_PARTS: PlanFeature[] = ['portfolio', 'grades'];
const FREE_TIER: PriceId = 1;

/** What a business viewer's plan (null: the free quota) leaves out of a student's profile. */
export function lockedParts(priceId: PriceId | null): PlanFeature[] {
  const plan = planByPriceId(priceId ?? FREE_TIER);
  return GATED_PARTS.filter((part) => !plan?.includes.includes(part));
}
