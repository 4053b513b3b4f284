import Stripe from 'stripe';
import type { CheckoutSession } from './checkout-sessions.repository';
import { returnAddress } from './payment-provider';
import type { NewPayment, PaymentEvent, PaymentProvider } from './payment-provider';

/** Stripe Checkout: Stripe's hosted page takes the payment; its API and webhook confirm it. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(
    secretKey: string,
    private readonly webhookSecret: string | null,
    private readonly appUrl: string,
  ) {
    this.stripe = new Stripe(secretKey);
  }

  async start({ plan, businessId, businessEmail, location }: NewPayment) {
    const session = await this.stripe.checkout.sessions.create({
      mode: 'payment',
      currency: 'nok',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'nok',
            unit_amount: plan.price * 100,
            product_data: { name: `Yrkesbro ${plan.name}, ett år` },
          },
        },
      ],
      customer_email: businessEmail,
      client_reference_id: businessId,
      metadata: { priceId: String(plan.priceId) },
      success_url: `${this.appUrl}${returnAddress(location, 'success=true&session_id={CHECKOUT_SESSION_ID}')}`,
      cancel_url: `${this.appUrl}${returnAddress(location, 'canceled=true')}`,
    });
    if (!session.url) throw new Error(`Stripe ga ingen adresse for ${session.id}`);
    return { id: session.id, url: session.url };
  }

  async isPaid(session: CheckoutSession): Promise<boolean> {
    const remote = await this.stripe.checkout.sessions.retrieve(session.id);
    return remote.payment_status === 'paid';
  }

  webhookEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent | null {
    if (!this.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET er ikke satt');
    const event = this.stripe.webhooks.constructEvent(rawBody, signature ?? '', this.webhookSecret);
    if (
      event.type !== 'checkout.session.completed' &&
      event.type !== 'checkout.session.async_payment_succeeded'
    ) {
      return null;
    }
    return { sessionId: event.data.object.id, paid: event.data.object.payment_status === 'paid' };
  }
}
