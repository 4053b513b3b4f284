import type { SubscriptionPlan } from '@yrkesbro/contracts';
import type { CheckoutSession, PaymentProviderName } from './checkout-sessions.repository';

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

export interface NewPayment {
  plan: SubscriptionPlan;
  businessId: string;
  businessEmail: string;
  /** The same-site path the business returns to, without query. */
  location: string;
}

/** A signed event from the provider: the session it concerns, and whether it is paid. */
export interface PaymentEvent {
  sessionId: string;
  paid: boolean;
}

/**
 * Where a business pays. Activation never trusts the browser: a session counts as paid only
 * when the provider says so (Stripe's API or signed webhook, or the test checkout's own record).
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Starts a payment; `url` is where the business's browser goes to pay. */
  start(payment: NewPayment): Promise<{ id: string; url: string }>;
  /** Asks the provider whether a session of ours is paid. */
  isPaid(session: CheckoutSession): Promise<boolean>;
  /** Reads a webhook call; throws when its signature does not hold. Null: not about a checkout. */
  webhookEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent | null;
}

/** `{location}?{query}`, keeping a query the location already has. */
export function returnAddress(location: string, query: string): string {
  return `${location}${location.includes('?') ? '&' : '?'}${query}`;
}
