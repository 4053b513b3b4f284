import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { SUBSCRIPTION_MESSAGES } from '@yrkesbro/contracts';
import type { User } from '../users/user.entity';
import { CheckoutService, WEBHOOK_SIGNATURE_INVALID } from './checkout.service';
import type { CheckoutSession, CheckoutSessionsRepository } from './checkout-sessions.repository';
import type { PaymentEvent, PaymentProvider } from './payment-provider';
import { sameSitePath } from './return-location';
import type { SubscriptionsService } from './subscriptions.service';
import { TestPaymentProvider } from './test-payment-provider';

const owner = { id: 'b1', email: 'sjef@firma.test', role: 'business' } as User;
const other = { id: 'b2', email: 'annen@firma.test', role: 'business' } as User;

/** checkout_sessions in memory; activation claims a paid session once, like the SQL. */
class FakeSessions {
  rows = new Map<string, CheckoutSession>();
  activations: string[] = [];

  readonly repo = {
    create: async (session: Omit<CheckoutSession, 'status' | 'paidAt'>) =>
      void this.rows.set(session.id, { ...session, status: 'open', paidAt: null }),
    find: async (id: string) => {
      const row = this.rows.get(id);
      return row ? { ...row } : null;
    },
    markPaid: async (id: string) => {
      const row = this.rows.get(id);
      if (row?.status === 'open') Object.assign(row, { status: 'paid', paidAt: new Date() });
    },
    cancel: async (id: string) => {
      const row = this.rows.get(id);
      if (row?.status !== 'open') return null;
      row.status = 'canceled';
      return { ...row };
    },
  } as unknown as CheckoutSessionsRepository;

  readonly subscriptions = {
    activate: async (id: string) => {
      const row = this.rows.get(id);
      if (row?.status !== 'paid') return false;
      row.status = 'activated';
      this.activations.push(id);
      return true;
    },
    status: async () => ({ plan: null, usage: { used: 0, limit: 10 }, plans: [] }),
  } as unknown as SubscriptionsService;
}

/** A provider that answers whatever the test decides, like Stripe would. */
class FakeStripe implements PaymentProvider {
  readonly name = 'stripe' as const;
  paid = new Set<string>();
  event: PaymentEvent | null = null;
  private next = 0;

  async start() {
    const id = `cs_test_${++this.next}`;
    return { id, url: `https://checkout.stripe.test/${id}` };
  }

  async isPaid(session: CheckoutSession) {
    return this.paid.has(session.id);
  }

  webhookEvent(_raw: Buffer, signature: string | undefined) {
    if (signature !== 'good')
      throw new Error('No signatures found matching the expected signature');
    return this.event;
  }
}

function setup(provider: PaymentProvider | null = new TestPaymentProvider()) {
  const sessions = new FakeSessions();
  const service = new CheckoutService(provider, sessions.repo, sessions.subscriptions);
  return { service, sessions };
}

/** The error a call fails with; a call that succeeds fails the test. */
const rejection = (promise: Promise<unknown>): Promise<Error> =>
  promise.then(
    () => {
      throw new Error('Kallet skulle ha feilet');
    },
    (error: unknown) => error as Error,
  );

describe('the return location', () => {
  it('keeps paths of our own site and drops our old return parameters', () => {
    expect(sameSitePath('/business/dashboard')).toBe('/business/dashboard');
    expect(sameSitePath('/profile/abc?fane=x&success=true&session_id=s')).toBe(
      '/profile/abc?fane=x',
    );
  });

  it('refuses anything that leaves the site', () => {
    for (const location of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      'evil.example',
      '/ok\n//evil',
      '',
    ]) {
      expect(sameSitePath(location)).toBeNull();
    }
  });
});

describe('CheckoutService', () => {
  it('starts a test checkout for the plan, remembering where to return', async () => {
    const { service, sessions } = setup();
    const { url } = await service.start(owner, { priceId: 2, location: '/profile/p1' });
    const id = url.split('/').pop()!;
    expect(url).toBe(`/api/subscription/test-checkout/${id}`);
    expect(sessions.rows.get(id)).toMatchObject({
      businessId: 'b1',
      priceId: 2,
      amount: 10000,
      provider: 'test',
      location: '/profile/p1',
      status: 'open',
    });
    expect(await service.testPay(id)).toBe(`/profile/p1?success=true&session_id=${id}`);
  });

  it('refuses a foreign return address and answers 503 without a provider', async () => {
    const error = await rejection(setup().service.start(owner, { priceId: 1, location: '//evil' }));
    expect(error).toBeInstanceOf(BadRequestException);
    expect(error.message).toBe(SUBSCRIPTION_MESSAGES.locationInvalid);
    const none = await rejection(setup(null).service.start(owner, { priceId: 1, location: '/' }));
    expect(none.message).toBe(SUBSCRIPTION_MESSAGES.paymentsUnavailable);
  });

  it('verifies only the owner’s paid session, once', async () => {
    const { service, sessions } = setup();
    const { url } = await service.start(owner, { priceId: 1, location: '/business/dashboard' });
    const id = url.split('/').pop()!;

    const unpaid = await rejection(service.verify(owner, id));
    expect(unpaid).toBeInstanceOf(ConflictException);
    expect(unpaid.message).toBe(SUBSCRIPTION_MESSAGES.sessionUnpaid);

    await service.testPay(id);
    for (const [user, sessionId] of [
      [other, id],
      [owner, 'test_forged'],
    ] as const) {
      const refused = await rejection(service.verify(user, sessionId));
      expect(refused).toBeInstanceOf(NotFoundException);
      expect(refused.message).toBe(SUBSCRIPTION_MESSAGES.sessionInvalid);
    }
    await service.verify(owner, id);
    await service.verify(owner, id);
    expect(sessions.activations).toEqual([id]);
  });

  it('cancels an open test session; paying it afterwards activates nothing', async () => {
    const { service, sessions } = setup();
    const { url } = await service.start(owner, { priceId: 3, location: '/students' });
    const id = url.split('/').pop()!;
    expect(await service.testCancel(id)).toBe('/students?canceled=true');
    expect(await service.testPay(id)).toBe('/students?canceled=true');
    await expect(service.verify(owner, id)).rejects.toThrow(SUBSCRIPTION_MESSAGES.sessionUnpaid);
    expect(sessions.activations).toEqual([]);
  });

  it('asks Stripe whether a returning session is paid', async () => {
    const stripe = new FakeStripe();
    const { service, sessions } = setup(stripe);
    const { url } = await service.start(owner, { priceId: 1, location: '/business/dashboard' });
    expect(url).toBe('https://checkout.stripe.test/cs_test_1');
    await expect(service.verify(owner, 'cs_test_1')).rejects.toThrow(
      SUBSCRIPTION_MESSAGES.sessionUnpaid,
    );
    stripe.paid.add('cs_test_1');
    await service.verify(owner, 'cs_test_1');
    expect(sessions.activations).toEqual(['cs_test_1']);
    await expect(service.testSession('cs_test_1')).rejects.toThrow(NotFoundException);
  });

  it('activates through a signed webhook only, and only a paid session of ours', async () => {
    const stripe = new FakeStripe();
    const { service, sessions } = setup(stripe);
    await service.start(owner, { priceId: 2, location: '/business/dashboard' });
    stripe.event = { sessionId: 'cs_test_1', paid: true };
    const forged = await rejection(service.webhook(Buffer.from('{}'), 'bad'));
    expect(forged).toBeInstanceOf(BadRequestException);
    expect(forged.message).toBe(WEBHOOK_SIGNATURE_INVALID);
    expect(sessions.activations).toEqual([]);

    stripe.event = { sessionId: 'cs_test_1', paid: false };
    await service.webhook(Buffer.from('{}'), 'good');
    stripe.event = { sessionId: 'cs_test_unknown', paid: true };
    await service.webhook(Buffer.from('{}'), 'good');
    expect(sessions.activations).toEqual([]);

    stripe.event = { sessionId: 'cs_test_1', paid: true };
    await service.webhook(Buffer.from('{}'), 'good');
    await service.webhook(Buffer.from('{}'), 'good');
    expect(sessions.activations).toEqual(['cs_test_1']);
  });

  it('has no webhook with the test checkout', async () => {
    await expect(setup().service.webhook(Buffer.from('{}'), 'good')).rejects.toThrow(
      NotFoundException,
    );
  });
});
