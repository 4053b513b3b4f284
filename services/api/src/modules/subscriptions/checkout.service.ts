import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { planByPriceId, SUBSCRIPTION_MESSAGES } from '@yrkesbro/contracts';
import type {
  CheckoutRequest,
  CheckoutResponse,
  SubscriptionPlan,
  SubscriptionStatus,
} from '@yrkesbro/contracts';
import type { User } from '../users/user.entity';
import { CheckoutSessionsRepository } from './checkout-sessions.repository';
import type { CheckoutSession } from './checkout-sessions.repository';
import { PAYMENT_PROVIDER, returnAddress } from './payment-provider';
import type { PaymentProvider } from './payment-provider';
import { sameSitePath } from './return-location';
import { closedCheckoutPage, testCheckoutPage } from './test-checkout-page';
import { SubscriptionsService } from './subscriptions.service';

export const WEBHOOK_SIGNATURE_INVALID = 'Ugyldig signatur på betalingsvarselet';

/**
 * Paying for a plan: starting a checkout, confirming its return (verify-session), the
 * provider's webhook and the test checkout's buttons. Whichever confirms a payment first,
 * `SubscriptionsService.activate` is the one path that turns it into a plan.
 */
@Injectable()
export class CheckoutService {
  private readonly logger = new Logger(CheckoutService.name);

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider | null,
    private readonly sessions: CheckoutSessionsRepository,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  async start(business: User, request: CheckoutRequest): Promise<CheckoutResponse> {
    const plan = planByPriceId(request.priceId);
    if (!plan) throw new BadRequestException(SUBSCRIPTION_MESSAGES.planUnknown);
    const location = sameSitePath(request.location);
    if (!location) throw new BadRequestException(SUBSCRIPTION_MESSAGES.locationInvalid);
    if (!this.provider) {
      throw new ServiceUnavailableException(SUBSCRIPTION_MESSAGES.paymentsUnavailable);
    }
    let started: { id: string; url: string };
    try {
      started = await this.provider.start({
        plan,
        businessId: business.id,
        businessEmail: business.email,
        location,
      });
    } catch (error) {
      this.logger.error(`Kunne ikke starte betaling: ${(error as Error).message}`);
      throw new ServiceUnavailableException(SUBSCRIPTION_MESSAGES.checkoutFailed);
    }
    await this.sessions.create({
      id: started.id,
      businessId: business.id,
      priceId: plan.priceId,
      amount: plan.price,
      provider: this.provider.name,
      location,
    });
    return { url: started.url };
  }

  /**
   * The business is back from paying. Only its own session counts (another's, or an id that
   * never existed, is 404); a session activated before answers the status unchanged.
   */
  async verify(business: User, sessionId: string): Promise<SubscriptionStatus> {
    const session = await this.sessions.find(sessionId);
    if (!session || session.businessId !== business.id) {
      throw new NotFoundException(SUBSCRIPTION_MESSAGES.sessionInvalid);
    }
    if (session.status !== 'activated') {
      if (session.status === 'open' && (await this.paidAtProvider(session))) {
        await this.sessions.markPaid(session.id);
      }
      const activated = await this.subscriptions.activate(session.id);
      if (!activated && (await this.sessions.find(session.id))?.status !== 'activated') {
        throw new ConflictException(SUBSCRIPTION_MESSAGES.sessionUnpaid);
      }
    }
    return this.subscriptions.status(business.id);
  }

  /** The provider's signed call; a payment of a session of ours activates its plan. */
  async webhook(rawBody: Buffer | undefined, signature: string | undefined): Promise<void> {
    if (this.provider?.name !== 'stripe') throw new NotFoundException();
    let event;
    try {
      event = this.provider.webhookEvent(rawBody ?? Buffer.alloc(0), signature);
    } catch {
      throw new BadRequestException(WEBHOOK_SIGNATURE_INVALID);
    }
    if (!event?.paid) return;
    const session = await this.sessions.find(event.sessionId);
    if (!session) {
      this.logger.warn(`Betalingsvarsel for ukjent økt ${event.sessionId}`);
      return;
    }
    await this.sessions.markPaid(session.id);
    await this.subscriptions.activate(session.id);
  }

  /** The test checkout page's session, when the test checkout is the one in use. */
  async testSession(id: string): Promise<{ session: CheckoutSession; plan: SubscriptionPlan }> {
    const session = this.provider?.name === 'test' ? await this.sessions.find(id) : null;
    const plan = session && planByPriceId(session.priceId);
    if (!session || session.provider !== 'test' || !plan) {
      throw new NotFoundException(SUBSCRIPTION_MESSAGES.sessionInvalid);
    }
    return { session, plan };
  }

  /**
   * The test checkout's page: its pay and cancel buttons while the session is open, else what
   * became of it, with the way back the buttons would have taken.
   */
  async testCheckoutPage(id: string): Promise<string> {
    const { session, plan } = await this.testSession(id);
    if (session.status === 'open') return testCheckoutPage(session.id, plan, session.amount);
    if (session.status === 'canceled') {
      return closedCheckoutPage(plan, 'canceled', returnAddress(session.location, 'canceled=true'));
    }
    return closedCheckoutPage(plan, 'paid', session.location);
  }

  /** The test checkout's pay button: where the browser goes next. */
  async testPay(id: string): Promise<string> {
    const { session } = await this.testSession(id);
    await this.sessions.markPaid(session.id);
    const now = await this.sessions.find(session.id);
    return now?.status === 'canceled'
      ? returnAddress(session.location, 'canceled=true')
      : returnAddress(
          session.location,
          `success=true&session_id=${encodeURIComponent(session.id)}`,
        );
  }

  /** The test checkout's cancel button. */
  async testCancel(id: string): Promise<string> {
    const { session } = await this.testSession(id);
    await this.sessions.cancel(session.id);
    return returnAddress(session.location, 'canceled=true');
  }

  private async paidAtProvider(session: CheckoutSession): Promise<boolean> {
    if (this.provider?.name !== session.provider) return false;
    try {
      return await this.provider.isPaid(session);
    } catch (error) {
      this.logger.error(`Kunne ikke spørre om ${session.id}: ${(error as Error).message}`);
      throw new ServiceUnavailableException(SUBSCRIPTION_MESSAGES.checkoutFailed);
    }
  }
}
