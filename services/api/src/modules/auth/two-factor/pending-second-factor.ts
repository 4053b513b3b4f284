import { Injectable } from '@nestjs/common';
import type { TwoFactorChallenge } from '@yrkesbro/contracts';
import { RedisService } from '../../../infrastructure/redis/redis.service';
import { randomToken, sha256 } from '../secret-token';

/** A login past its password, waiting for its second factor. */
export interface PendingLogin {
  userId: string;
  /** "Husk meg", carried over to the session that begins after the code. */
  persistent: boolean;
  step: TwoFactorChallenge['step'];
  /** The admin's enrolment: the new secret, encrypted, until a code confirms it. */
  secretCiphertext?: string;
}

/** Time to type a code; enrolment also needs time to install an app and scan. */
export const PENDING_TTL_SECONDS: Record<PendingLogin['step'], number> = {
  verify: 5 * 60,
  enrol: 15 * 60,
};
const SETUP_TTL_SECONDS = 15 * 60;

/**
 * What waits in Redis between two steps of the second factor: logins past their password
 * (named by a random token in an httpOnly cookie, stored only as its hash) and secrets shown
 * on the security page but not confirmed yet. Both expire on their own.
 */
@Injectable()
export class PendingSecondFactor {
  constructor(private readonly redis: RedisService) {}

  async startLogin(login: PendingLogin): Promise<string> {
    const token = randomToken();
    await this.redis.client.set(
      this.loginKey(token),
      JSON.stringify(login),
      'EX',
      PENDING_TTL_SECONDS[login.step],
    );
    return token;
  }

  async findLogin(token: string | undefined): Promise<PendingLogin | null> {
    if (!token) return null;
    const stored = await this.redis.client.get(this.loginKey(token));
    return stored ? (JSON.parse(stored) as PendingLogin) : null;
  }

  /** Keeps the login's expiry; false when it has expired meanwhile. */
  async updateLogin(token: string, login: PendingLogin): Promise<boolean> {
    const stored = await this.redis.client.set(
      this.loginKey(token),
      JSON.stringify(login),
      'KEEPTTL',
      'XX',
    );
    return stored === 'OK';
  }

  /** Ends the pending login; true for the one request that did, so it completes once. */
  async finishLogin(token: string): Promise<boolean> {
    return (await this.redis.client.del(this.loginKey(token))) === 1;
  }

  async saveSetup(userId: string, secretCiphertext: string): Promise<void> {
    await this.redis.client.set(this.setupKey(userId), secretCiphertext, 'EX', SETUP_TTL_SECONDS);
  }

  findSetup(userId: string): Promise<string | null> {
    return this.redis.client.get(this.setupKey(userId));
  }

  /** True for the one request that ends the setup, so a secret is confirmed once. */
  async finishSetup(userId: string): Promise<boolean> {
    return (await this.redis.client.del(this.setupKey(userId))) === 1;
  }

  private loginKey(token: string): string {
    return this.redis.key('two-factor-login', sha256(token));
  }

  private setupKey(userId: string): string {
    return this.redis.key('two-factor-setup', userId);
  }
}
