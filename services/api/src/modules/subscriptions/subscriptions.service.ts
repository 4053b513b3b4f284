import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  FREE_PROFILE_VIEWS,
  planAfterPurchase,
  planByPriceId,
  planIncludes,
  SUBSCRIPTION_PLANS,
} from '@yrkesbro/contracts';
import type { PlanFeature, PlanPeriod, PriceId, SubscriptionStatus } from '@yrkesbro/contracts';
import { QuotaExceededException } from '../../common/quota-exceeded.exception';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { Transactions } from '../../database/transactions';
import { MailService } from '../mail/mail.service';
import { UsersService } from '../users/users.service';
import { BusinessPlansRepository } from './business-plans.repository';
import { CheckoutSessionsRepository } from './checkout-sessions.repository';
import { lockedParts } from './plan-rules';
import { ProfileViewsRepository } from './profile-views.repository';
import { receiptMail } from './receipt-mail';

/** What a business may see of a student's profile it opened. */
export interface ProfileAccess {
  /** The active plan's priceId, or null on the free quota. */
  priceId: PriceId | null;
  locked: PlanFeature[];
}

/** A business's plan: the free quota, what each plan opens, and activating a paid one. */
@Injectable()
export class SubscriptionsService {
  private readonly logger = new Logger(SubscriptionsService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly plans: BusinessPlansRepository,
    private readonly sessions: CheckoutSessionsRepository,
    private readonly views: ProfileViewsRepository,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly transactions: Transactions,
  ) {}

  /** The plan running now, or null. */
  async activePlan(businessId: string, now = new Date()): Promise<PlanPeriod | null> {
    return runningAt(await this.plans.find(businessId), now);
  }

  async includes(businessId: string, feature: PlanFeature): Promise<boolean> {
    const plan = await this.activePlan(businessId);
    return plan !== null && (planByPriceId(plan.priceId)?.includes.includes(feature) ?? false);
  }

  async status(businessId: string): Promise<SubscriptionStatus> {
    const [plan, used] = await Promise.all([
      this.activePlan(businessId),
      this.views.count(businessId),
    ]);
    return {
      plan: plan
        ? {
            priceId: plan.priceId,
            name: planByPriceId(plan.priceId)?.name ?? '',
            startsAt: plan.startsAt.toISOString(),
            endsAt: plan.endsAt.toISOString(),
          }
        : null,
      usage: { used, limit: FREE_PROFILE_VIEWS },
      plans: SUBSCRIPTION_PLANS,
    };
  }

  /**
   * A business opens a student's profile. With a plan it sees what the plan includes; without
   * one the view counts against the free quota (a profile seen before is free, and so is one
   * `isApplicant` vouches for), and past the quota it gets 402 with its usage.
   */
  async openProfile(
    businessId: string,
    profileId: string,
    isApplicant: () => Promise<boolean>,
  ): Promise<ProfileAccess> {
    const found = await this.plans.findWithView(businessId, profileId);
    const plan = runningAt(found.plan, new Date());
    // A profile seen before stays free: its row is never taken back while both exist.
    if (!plan && !found.seen && !(await isApplicant())) {
      const outcome = await this.views.record(businessId, profileId, FREE_PROFILE_VIEWS);
      if (!outcome.allowed) throw new QuotaExceededException(outcome.used);
    }
    const priceId = plan?.priceId ?? null;
    return { priceId, locked: lockedParts(priceId) };
  }

  /**
   * Whether the business may write first to the student whose account is `studentUserId`: its
   * running plan includes contact, or it has opened her profile on the free quota. Only asks:
   * a message is no look at her profile, and spends none of the free views.
   */
  async mayContact(businessId: string, studentUserId: string): Promise<boolean> {
    const found = await this.plans.findWithViewOfStudent(businessId, studentUserId);
    return found.seen || planIncludes(runningAt(found.plan, new Date())?.priceId, 'contact');
  }

  /**
   * Activates the plan a paid session bought, once: the session is claimed and the plan moved
   * in one transaction, under the business's plan lock, so a replayed id, the webhook and the
   * browser racing each other extend nothing twice. False when the session is not (or no
   * longer) paid and waiting. The receipt is queued after the commit, keyed by the session.
   */
  async activate(sessionId: string, now = new Date()): Promise<boolean> {
    const result = await this.transactions.run(async () => {
      const session = await this.sessions.find(sessionId);
      if (!session) return null;
      await this.plans.lock(session.businessId);
      const claimed = await this.sessions.claim(sessionId);
      if (!claimed) return null;
      const previous = runningAt(await this.plans.find(claimed.businessId), now);
      const period = planAfterPurchase(previous, claimed.priceId, now);
      await this.plans.save(claimed.businessId, period, claimed.id);
      return { session: claimed, period, previous };
    });
    if (!result) return false;
    await this.sendReceipt(
      result.session.businessId,
      result.session,
      result.period,
      result.previous,
    );
    return true;
  }

  private async sendReceipt(
    businessId: string,
    session: { id: string; priceId: PriceId; amount: number },
    period: PlanPeriod,
    previous: PlanPeriod | null,
  ): Promise<void> {
    const user = await this.users.findById(businessId);
    const plan = planByPriceId(session.priceId);
    if (!user || !plan) {
      this.logger.warn(`Ingen kvittering for ${session.id}: fant ikke bedriften eller planen`);
      return;
    }
    await this.mail.send(
      receiptMail({
        to: user.email,
        plan,
        amount: session.amount,
        period,
        creditedFrom: previous && planByPriceId(previous.priceId),
        sessionId: session.id,
        appUrl: this.config.appUrl,
      }),
      `receipt-${session.id}`,
    );
  }
}

/** `plan` when it runs at `now`, else null. */
function runningAt(plan: PlanPeriod | null, now: Date): PlanPeriod | null {
  return plan && plan.startsAt <= now && plan.endsAt > now ? plan : null;
}
