import { ForbiddenException } from '@nestjs/common';
import { SUBSCRIPTION_MESSAGES } from '@yrkesbro/contracts';
import type { PriceId } from '@yrkesbro/contracts';
import { QuotaExceededException } from '../../common/quota-exceeded.exception';
import type { AppConfig } from '../../config/app-config';
import type { Transactions } from '../../database/transactions';
import type { MailJob } from '../mail/mail-job';
import type { MailService } from '../mail/mail.service';
import type { UsersService } from '../users/users.service';
import type { User } from '../users/user.entity';
import { AlertsService } from './alerts.service';
import type { BusinessPlansRepository } from './business-plans.repository';
import type { CheckoutSession, CheckoutSessionsRepository } from './checkout-sessions.repository';
import { planAfterPurchase } from '@yrkesbro/contracts';
import type { PlanPeriod } from '@yrkesbro/contracts';
import { lockedParts } from './plan-rules';
import type { ProfileViewsRepository } from './profile-views.repository';
import type { StudentAlertsRepository } from './student-alerts.repository';
import { SubscriptionsService } from './subscriptions.service';

const DAY = 24 * 3600 * 1000;
const NOW = new Date('2026-03-01T12:00:00Z');

/** The three tables in memory, with the SQL's guarantees (claim once, distinct views). */
class FakeTables {
  plans = new Map<string, PlanPeriod>();
  sessions = new Map<string, CheckoutSession>();
  views = new Map<string, Set<string>>();
  /** Each profile's student account: the SQL finds her profile by it. */
  profileOf = new Map<string, string>();
  mails: { mail: MailJob; key: string }[] = [];

  readonly planRepo = {
    find: async (businessId: string) => this.plans.get(businessId) ?? null,
    findWithView: async (businessId: string, profileId: string) => ({
      plan: this.plans.get(businessId) ?? null,
      seen: this.views.get(businessId)?.has(profileId) ?? false,
    }),
    findWithViewOfStudent: async (businessId: string, studentUserId: string) => ({
      plan: this.plans.get(businessId) ?? null,
      seen: this.views.get(businessId)?.has(this.profileOf.get(studentUserId) ?? '') ?? false,
    }),
    lock: async () => undefined,
    save: async (businessId: string, period: PlanPeriod) => void this.plans.set(businessId, period),
  } as unknown as BusinessPlansRepository;

  readonly sessionRepo = {
    find: async (id: string) => this.sessions.get(id) ?? null,
    claim: async (id: string) => {
      const session = this.sessions.get(id);
      if (session?.status !== 'paid') return null;
      session.status = 'activated';
      return { ...session };
    },
  } as unknown as CheckoutSessionsRepository;

  readonly viewRepo = {
    count: async (businessId: string) => this.views.get(businessId)?.size ?? 0,
    record: async (businessId: string, profileId: string, limit: number) => {
      const seen = this.views.get(businessId) ?? new Set<string>();
      this.views.set(businessId, seen);
      if (seen.has(profileId)) return { allowed: true, used: seen.size };
      if (seen.size >= limit) return { allowed: false, used: seen.size };
      seen.add(profileId);
      return { allowed: true, used: seen.size };
    },
  } as unknown as ProfileViewsRepository;

  paidSession(id: string, businessId: string, priceId: PriceId, amount: number) {
    this.sessions.set(id, {
      id,
      businessId,
      priceId,
      amount,
      provider: 'test',
      location: '/business/dashboard',
      status: 'paid',
      paidAt: NOW,
    });
  }
}

function setup() {
  const tables = new FakeTables();
  const service = new SubscriptionsService(
    { appUrl: 'https://yrkesbro.test' } as AppConfig,
    tables.planRepo,
    tables.sessionRepo,
    tables.viewRepo,
    {
      findById: async (id: string) => ({ id, email: `${id}@firma.test` }) as User,
    } as UsersService,
    {
      send: async (mail: MailJob, key: string) => {
        tables.mails.push({ mail, key });
        return key;
      },
    } as unknown as MailService,
    { run: <T>(work: () => Promise<T>) => work() } as Transactions,
  );
  return { tables, service };
}

describe('plan rules', () => {
  it('starts a plan now for one calendar year', () => {
    expect(planAfterPurchase(null, 2, NOW)).toEqual({
      priceId: 2,
      startsAt: NOW,
      endsAt: new Date('2027-03-01T12:00:00Z'),
    });
  });

  it('credits what is left of a running plan at the new plan’s price', () => {
    const basic = {
      priceId: 1 as const,
      startsAt: NOW,
      endsAt: new Date(NOW.getTime() + 30 * DAY),
    };
    const premium = planAfterPurchase(basic, 3, NOW);
    expect(premium.endsAt.getTime()).toBe(new Date('2027-03-01T12:00:00Z').getTime() + 10 * DAY);
    const renewal = planAfterPurchase(basic, 1, NOW);
    expect(renewal.endsAt.getTime()).toBe(new Date('2027-03-01T12:00:00Z').getTime() + 30 * DAY);
    const expired = { ...basic, endsAt: new Date(NOW.getTime() - DAY) };
    expect(planAfterPurchase(expired, 3, NOW).endsAt).toEqual(new Date('2027-03-01T12:00:00Z'));
  });

  it('leaves the portfolio and grades out by plan; the free quota shows what Grunnleggende shows', () => {
    expect(lockedParts(null)).toEqual(['portfolio', 'grades']);
    expect(lockedParts(1)).toEqual(['portfolio', 'grades']);
    expect(lockedParts(2)).toEqual(['grades']);
    expect(lockedParts(3)).toEqual([]);
  });
});

// None of these businesses has applicants; the integration test covers those.
const notApplicant = async () => false;

describe('SubscriptionsService', () => {
  it('counts distinct profiles against the free quota and refuses the 11th with the usage', async () => {
    const { service } = setup();
    for (let i = 0; i < 10; i++) {
      expect(await service.openProfile('b1', `p${i}`, notApplicant)).toEqual({
        priceId: null,
        locked: ['portfolio', 'grades'],
      });
    }
    await service.openProfile('b1', 'p0', notApplicant);
    const error = await service.openProfile('b1', 'p10', notApplicant).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QuotaExceededException);
    expect((error as QuotaExceededException).body).toEqual({
      statusCode: 402,
      message: SUBSCRIPTION_MESSAGES.quotaUsed,
      currentUsage: 10,
      limit: 10,
    });
    expect((await service.status('b1')).usage).toEqual({ used: 10, limit: 10 });
    await service.openProfile('b2', 'p10', notApplicant);
  });

  it('lets a business with a running plan open any profile without counting it', async () => {
    const { service, tables } = setup();
    tables.plans.set('b1', {
      priceId: 2,
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + DAY),
    });
    for (let i = 0; i < 12; i++) {
      expect(await service.openProfile('b1', `p${i}`, notApplicant)).toEqual({
        priceId: 2,
        locked: ['grades'],
      });
    }
    expect((await service.status('b1')).usage.used).toBe(0);
    tables.plans.set('b1', {
      priceId: 2,
      startsAt: new Date(Date.now() - 2 * DAY),
      endsAt: new Date(Date.now() - DAY),
    });
    expect((await service.status('b1')).plan).toBeNull();
  });

  it('lets a business contact a student whose profile it opened, or anyone while a plan runs', async () => {
    const { service, tables } = setup();
    tables.profileOf.set('kari', 'p0');
    tables.profileOf.set('ola', 'p1');
    await service.openProfile('b1', 'p0', notApplicant);
    expect(await service.mayContact('b1', 'kari')).toBe(true);
    expect(await service.mayContact('b1', 'ola')).toBe(false);
    // Asking spent no view.
    expect((await service.status('b1')).usage.used).toBe(1);
    tables.plans.set('b1', {
      priceId: 1,
      startsAt: new Date(Date.now() - 2 * DAY),
      endsAt: new Date(Date.now() - DAY),
    });
    expect(await service.mayContact('b1', 'ola')).toBe(false);
    tables.plans.set('b1', {
      priceId: 1,
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + DAY),
    });
    expect(await service.mayContact('b1', 'ola')).toBe(true);
  });

  it('activates a paid session once and queues one receipt keyed by it', async () => {
    const { service, tables } = setup();
    tables.paidSession('s1', 'b1', 3, 15000);
    expect(await service.activate('s1', NOW)).toBe(true);
    expect(await service.activate('s1', NOW)).toBe(false);
    expect(tables.plans.get('b1')).toEqual(planAfterPurchase(null, 3, NOW));
    expect(tables.mails).toHaveLength(1);
    expect(tables.mails[0].key).toBe('receipt-s1');
    expect(tables.mails[0].mail.text).toContain('Herav MVA (25 %): 3');
    expect(await service.activate('unknown', NOW)).toBe(false);
  });

  it('activates nothing for an open or cancelled session', async () => {
    const { service, tables } = setup();
    tables.paidSession('s1', 'b1', 1, 5000);
    tables.sessions.get('s1')!.status = 'open';
    expect(await service.activate('s1', NOW)).toBe(false);
    tables.sessions.get('s1')!.status = 'canceled';
    expect(await service.activate('s1', NOW)).toBe(false);
    expect(tables.plans.size).toBe(0);
    expect(tables.mails).toEqual([]);
  });
});

describe('AlertsService', () => {
  function alertsSetup(priceId: PriceId | null) {
    const { service, tables } = setup();
    if (priceId) {
      tables.plans.set('b1', {
        priceId,
        startsAt: new Date(Date.now() - DAY),
        endsAt: new Date(Date.now() + DAY),
      });
    }
    const saved = new Map<string, unknown>();
    const alerts = new AlertsService(
      {
        find: async (id: string) => saved.get(id) ?? null,
        save: async (id: string, value: unknown) => void saved.set(id, value),
      } as unknown as StudentAlertsRepository,
      service,
    );
    return alerts;
  }

  it('is for a plan with alerts only', async () => {
    for (const priceId of [null, 1, 2] as const) {
      const error = await alertsSetup(priceId)
        .get('b1')
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ForbiddenException);
      expect((error as Error).message).toBe(SUBSCRIPTION_MESSAGES.alertsPremiumOnly);
    }
  });

  it('keeps each vocation and place once', async () => {
    const alerts = alertsSetup(3);
    expect(await alerts.get('b1')).toEqual({ enabled: false, vocationIds: [], places: [] });
    await alerts.save('b1', {
      enabled: true,
      vocationIds: [4, 4, 7],
      places: ['Bergen', 'Bergen'],
    });
    expect(await alerts.get('b1')).toEqual({
      enabled: true,
      vocationIds: [4, 7],
      places: ['Bergen'],
    });
  });
});
