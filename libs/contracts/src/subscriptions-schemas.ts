import { array, mixed, number, object, string } from './yup-locale.ts';
import type { InferType } from 'yup';
import { pageField } from './pagination-schemas.ts';
import { PRICE_IDS, SUBSCRIPTION_MESSAGES, ALERT_LIMITS } from './subscriptions.ts';
import { NAME_TEXT_MAX, PLACE_TEXT_MAX } from './search-limits.ts';
import { typedText } from './text-schemas.ts';

/** POST /api/subscription/create-checkout-session. location: the page to come back to. */
export const checkoutSchema = object({
  priceId: number()
    .typeError(SUBSCRIPTION_MESSAGES.choosePlan)
    .required(SUBSCRIPTION_MESSAGES.choosePlan)
    .oneOf([...PRICE_IDS], SUBSCRIPTION_MESSAGES.choosePlan),
  location: string().trim().max(500).default('/business/dashboard'),
});
export type CheckoutRequest = InferType<typeof checkoutSchema>;

/** POST /api/subscription/verify-session. */
export const verifySessionSchema = object({
  sessionId: string().trim().required(SUBSCRIPTION_MESSAGES.sessionInvalid).max(200),
});
export type VerifySessionRequest = InferType<typeof verifySessionSchema>;

/** GET /api/users/students. */
export const studentDirectorySchema = object({
  name: string().trim().max(NAME_TEXT_MAX).default(''),
  city: string().trim().max(PLACE_TEXT_MAX).default(''),
  vocation: number().integer().positive().optional(),
  page: pageField(),
  limit: number().integer().min(1).max(50).default(24),
});
export type StudentDirectoryQuery = InferType<typeof studentDirectorySchema>;

/** PUT /api/subscription/alerts: a premium business's daily digest of new students. */
export const studentAlertsSchema = object({
  enabled: mixed<boolean>().oneOf([true, false]).default(true),
  vocationIds: array(number().integer().positive().required())
    .max(ALERT_LIMITS.vocations)
    .default([]),
  places: array(typedText().min(1).max(120).required()).max(ALERT_LIMITS.places).default([]),
});
export type StudentAlertsRequest = InferType<typeof studentAlertsSchema>;
