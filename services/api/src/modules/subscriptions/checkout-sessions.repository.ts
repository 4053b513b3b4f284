import { Injectable } from '@nestjs/common';
import type { PriceId } from '@yrkesbro/contracts';
import { DatabaseContext } from '../../database/database-context';

export type CheckoutStatus = 'open' | 'paid' | 'canceled' | 'activated';
export type PaymentProviderName = 'test' | 'stripe';

export interface CheckoutSession {
  id: string;
  businessId: string;
  priceId: PriceId;
  /** Kroner, MVA included. */
  amount: number;
  provider: PaymentProviderName;
  /** The same-site path the business returns to. */
  location: string;
  status: CheckoutStatus;
  paidAt: Date | null;
}

interface SessionRow {
  id: string;
  business_user_id: string;
  price_id: number;
  amount: number;
  provider: PaymentProviderName;
  location: string;
  status: CheckoutStatus;
  paid_at: Date | null;
}

const COLUMNS = 'id, business_user_id, price_id, amount, provider, location, status, paid_at';

function toSession(row: SessionRow): CheckoutSession {
  return {
    id: row.id,
    businessId: row.business_user_id,
    priceId: row.price_id as PriceId,
    amount: row.amount,
    provider: row.provider,
    location: row.location,
    status: row.status,
    paidAt: row.paid_at,
  };
}

/** The `checkout_sessions` table: every payment a business started and where it stands. */
@Injectable()
export class CheckoutSessionsRepository {
  constructor(private readonly db: DatabaseContext) {}

  async create(session: Omit<CheckoutSession, 'status' | 'paidAt'>): Promise<void> {
    await this.db.query(
      `INSERT INTO checkout_sessions (id, business_user_id, price_id, amount, provider, location)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        session.id,
        session.businessId,
        session.priceId,
        session.amount,
        session.provider,
        session.location,
      ],
    );
  }

  async find(id: string): Promise<CheckoutSession | null> {
    const [row] = await this.db.query<SessionRow>(
      `SELECT ${COLUMNS} FROM checkout_sessions WHERE id = $1`,
      [id],
    );
    return row ? toSession(row) : null;
  }

  /** An open session becomes paid; anything else stays as it is. */
  async markPaid(id: string): Promise<void> {
    await this.db.query(
      `UPDATE checkout_sessions SET status = 'paid', paid_at = now() WHERE id = $1 AND status = 'open'`,
      [id],
    );
  }

  async cancel(id: string): Promise<CheckoutSession | null> {
    const [row] = await this.db.returning<SessionRow>(
      `UPDATE checkout_sessions SET status = 'canceled' WHERE id = $1 AND status = 'open'
       RETURNING ${COLUMNS}`,
      [id],
    );
    return row ? toSession(row) : null;
  }

  /**
   * Takes a paid session for activation: exactly one caller gets it back, every later one
   * (a replay, a webhook after the browser) gets null.
   */
  async claim(id: string): Promise<CheckoutSession | null> {
    const [row] = await this.db.returning<SessionRow>(
      `UPDATE checkout_sessions SET status = 'activated', activated_at = now()
        WHERE id = $1 AND status = 'paid' RETURNING ${COLUMNS}`,
      [id],
    );
    return row ? toSession(row) : null;
  }
}
