import { randomUUID } from 'node:crypto';
import type { CheckoutSession } from './checkout-sessions.repository';
import type { NewPayment, PaymentEvent, PaymentProvider } from './payment-provider';

export const TEST_CHECKOUT_PATH = '/api/subscription/test-checkout';

/**
 * The built-in checkout used offline and in development: a page of our own (served by
 * SubscriptionController) where the business presses pay or cancel. No money moves; the
 * page's pay button is what marks the session paid.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;

  async start(_payment: NewPayment): Promise<{ id: string; url: string }> {
    const id = `test_${randomUUID()}`;
    return { id, url: `${TEST_CHECKOUT_PATH}/${id}` };
  }

  async isPaid(session: CheckoutSession): Promise<boolean> {
    return session.paidAt !== null;
  }

  webhookEvent(): PaymentEvent | null {
    throw new Error('Testbetalingen har ingen webhook');
  }
}
