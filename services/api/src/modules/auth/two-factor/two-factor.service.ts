import { ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { TOTP_CODE, TWO_FACTOR_MESSAGES } from '@yrkesbro/contracts';
import type {
  TwoFactorChallenge,
  TwoFactorSetupResponse,
  TwoFactorStatusResponse,
} from '@yrkesbro/contracts';
import { Transactions } from '../../../database/transactions';
import { RateLimiter } from '../../../infrastructure/rate-limit/rate-limiter.service';
import type { User } from '../../users/user.entity';
import { AUTH_LIMITS } from '../auth-rate-limits';
import { newRecoveryCodes, normaliseRecoveryCode } from './recovery-codes';
import { SecretBox } from './secret-box';
import { matchingTimeStep, newTotpSecret, otpauthUrl, qrCodeDataUrl } from './totp';
import { TwoFactorRepository } from './two-factor.repository';

/** A secret made for enrolment: the app's view of it, and the form it waits in. */
export interface TwoFactorSetup {
  response: TwoFactorSetupResponse;
  secretCiphertext: string;
}

/**
 * The second factor's rules: who needs it (the admin always, anyone who turned it on), how a
 * secret is set up and confirmed, and how a code is checked. Every check of a code counts
 * against the user's limit before it is made, so parallel guesses cannot slip past it.
 */
@Injectable()
export class TwoFactorService {
  constructor(
    private readonly repository: TwoFactorRepository,
    private readonly transactions: Transactions,
    private readonly rateLimiter: RateLimiter,
    @Inject(SecretBox) private readonly box: SecretBox,
  ) {}

  /** What a correct password leads to: a code, an enrolment (the admin without one), or nothing. */
  async stepAfterPassword(user: User): Promise<TwoFactorChallenge['step'] | null> {
    if (await this.repository.findCredential(user.id)) return 'verify';
    return isRequiredFor(user) ? 'enrol' : null;
  }

  async status(user: User): Promise<TwoFactorStatusResponse> {
    const enabled = (await this.repository.findCredential(user.id)) !== null;
    return {
      enabled,
      required: isRequiredFor(user),
      recoveryCodesLeft: enabled ? await this.repository.countUnusedRecoveryCodes(user.id) : 0,
    };
  }

  async newSetup(user: User): Promise<TwoFactorSetup> {
    const secret = newTotpSecret();
    const url = otpauthUrl(user.email, secret);
    return {
      response: { secret, otpauthUrl: url, qrCodeDataUrl: await qrCodeDataUrl(url) },
      secretCiphertext: this.box.encrypt(secret),
    };
  }

  /**
   * Turns the second factor on with the secret set up, once a code from the app proves it was
   * scanned; answers the recovery codes, which are shown this once.
   */
  async enable(
    user: User,
    secretCiphertext: string,
    code: string,
    ip: string,
  ): Promise<string[] | null> {
    await this.countAttempt(user.id, ip);
    const step = await matchingTimeStep(this.box.decrypt(secretCiphertext), code);
    if (step === null) return null;
    const codes = newRecoveryCodes();
    await this.transactions.run(async () => {
      await this.repository.deleteAll(user.id);
      await this.repository.insertCredential(user.id, secretCiphertext, step);
      await this.repository.replaceRecoveryCodes(user.id, codes.map(this.hashCode));
    });
    await this.forgetAttempts(user.id);
    return codes;
  }

  /**
   * True for a code from the app not used before, or an unused recovery code (then used up).
   * A code of a time step already used is refused: a code seen over someone's shoulder or
   * caught in transit cannot be played again.
   */
  async verify(userId: string, code: string, ip: string): Promise<boolean> {
    await this.countAttempt(userId, ip);
    const credential = await this.repository.findCredential(userId);
    if (!credential) return false;
    const valid = TOTP_CODE.test(code)
      ? await this.claimTotp(userId, credential.secretCiphertext, code)
      : await this.repository.consumeRecoveryCode(userId, this.hashCode(code));
    if (valid) await this.forgetAttempts(userId);
    return valid;
  }

  /** Turning it off takes a current code; the admin cannot turn it off at all. */
  async disable(user: User, code: string, ip: string): Promise<boolean> {
    if (isRequiredFor(user)) throw new ForbiddenException(TWO_FACTOR_MESSAGES.requiredForAdmin);
    if (!(await this.verify(user.id, code, ip))) return false;
    await this.repository.deleteAll(user.id);
    return true;
  }

  /** New recovery codes for a current code; the old ones stop working. */
  async renewRecoveryCodes(user: User, code: string, ip: string): Promise<string[] | null> {
    if (!(await this.verify(user.id, code, ip))) return null;
    const codes = newRecoveryCodes();
    await this.repository.replaceRecoveryCodes(user.id, codes.map(this.hashCode));
    return codes;
  }

  async isEnabled(userId: string): Promise<boolean> {
    return (await this.repository.findCredential(userId)) !== null;
  }

  private async claimTotp(userId: string, secretCiphertext: string, code: string) {
    const step = await matchingTimeStep(this.box.decrypt(secretCiphertext), code);
    return step !== null && this.repository.claimStep(userId, step);
  }

  private hashCode = (code: string): string => this.box.hash(normaliseRecoveryCode(code));

  private countAttempt(userId: string, ip: string): Promise<void> {
    return this.rateLimiter.hit(
      AUTH_LIMITS.twoFactorPerIp(ip),
      AUTH_LIMITS.twoFactorPerUser(userId),
    );
  }

  private forgetAttempts(userId: string): Promise<void> {
    return this.rateLimiter.reset(AUTH_LIMITS.twoFactorPerUser(userId));
  }
}

/** The admin reads every grade document: a password alone is not enough. */
function isRequiredFor(user: User): boolean {
  return user.role === 'admin';
}
