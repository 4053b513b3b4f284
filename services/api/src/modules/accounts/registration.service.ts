import { BadRequestException, ConflictException, Inject, Injectable, Logger } from '@nestjs/common';
import { AUTH_MESSAGES } from '@yrkesbro/contracts';
import type { RegisterRequest } from '@yrkesbro/contracts';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { Transactions } from '../../database/transactions';
import { isUniqueViolation } from '../../database/unique-violation';
import { RateLimiter } from '../../infrastructure/rate-limit/rate-limiter.service';
import { AccountTokensService } from '../auth/account-tokens.service';
import { AUTH_LIMITS } from '../auth/auth-rate-limits';
import { CommonPasswords } from '../auth/common-passwords';
import { PasswordHasher } from '../auth/password-hasher';
import { BusinessesService } from '../businesses/businesses.service';
import { PostedJobsService } from '../jobs/posted-jobs.service';
import { MailService } from '../mail/mail.service';
import { StudentProfilesService } from '../students/student-profiles.service';
import { UsersService } from '../users/users.service';
import { accountExistsMail, verificationMail } from './account-mails';
import { sha256 } from '../auth/secret-token';

/** Self-registration of students and businesses, and proving the e-mail address. */
@Injectable()
export class RegistrationService {
  private readonly logger = new Logger(RegistrationService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transactions: Transactions,
    private readonly users: UsersService,
    private readonly students: StudentProfilesService,
    private readonly businesses: BusinessesService,
    private readonly hasher: PasswordHasher,
    private readonly tokens: AccountTokensService,
    private readonly mail: MailService,
    private readonly rateLimiter: RateLimiter,
    private readonly postedJobs: PostedJobsService,
    private readonly commonPasswords: CommonPasswords,
  ) {}

  /**
   * Creates the user and its profile or company row in one transaction: all or nothing. A taken
   * address answers like a new one, so registration cannot tell who has an account; its owner
   * gets a mail saying so instead.
   */
  async register(request: RegisterRequest, ip: string): Promise<void> {
    await this.rateLimiter.hit(
      AUTH_LIMITS.registerPerIp(ip),
      AUTH_LIMITS.registerPerEmail(request.email),
    );
    if (this.commonPasswords.isCommon(request.password)) {
      throw new BadRequestException(AUTH_MESSAGES.passwordCommon);
    }
    const passwordHash = await this.hasher.hash(request.password);
    let verification: { token: string; id: string };
    let email: string;
    try {
      ({ email, verification } = await this.transactions.run(async () => {
        const user = await this.users.create(request.email, passwordHash, request.role);
        if (request.role === 'student') {
          await this.students.createForRegistration(user.id, request.school!);
        } else {
          await this.businesses.createForRegistration(
            user.id,
            request.companyName!,
            request.organizationNumber!,
          );
        }
        return {
          email: user.email,
          verification: await this.tokens.issue(user.id, 'verify-email'),
        };
      }));
    } catch (error) {
      if (isUniqueViolation(error)) {
        await this.tellOwner(request.email);
        return;
      }
      throw error;
    }
    await this.sendVerification(email, verification);
  }

  /** One notice an hour at most, however often somebody tries the address. */
  private async tellOwner(email: string): Promise<void> {
    const address = email.trim().toLowerCase();
    const hour = Math.floor(Date.now() / 3_600_000);
    try {
      await this.mail.send(
        accountExistsMail(
          address,
          `${this.config.appUrl}/login`,
          `${this.config.appUrl}/forgot-password`,
        ),
        `account-exists-${sha256(address)}-${hour}`,
      );
    } catch (error) {
      this.logger.error(
        `Kunne ikke legge varsel om eksisterende konto i køen: ${(error as Error).message}`,
      );
    }
  }

  async verifyEmail(token: string): Promise<void> {
    const userId = await this.tokens.consume(token, 'verify-email');
    if (!userId) {
      // The link opened again from the mail: it has done its work, which is worth saying.
      const usedBy = await this.tokens.usedBy(token, 'verify-email');
      if (usedBy && (await this.users.findById(usedBy))?.emailVerifiedAt)
        throw new ConflictException(AUTH_MESSAGES.alreadyVerified);
      throw new BadRequestException(AUTH_MESSAGES.verificationInvalid);
    }
    await this.users.markEmailVerified(userId);
    await this.takeOverPostedJobs(userId);
  }

  /**
   * A company whose owner has just proved the address takes over the jobs posted from it without
   * an account, with their applications; proving it, not registering, is what shows they are theirs.
   */
  private async takeOverPostedJobs(userId: string): Promise<void> {
    const user = await this.users.findById(userId);
    const business = user?.role === 'business' ? await this.businesses.findOwn(user) : null;
    if (user && business) await this.postedJobs.handOver(user.email, business.id);
  }

  /** Answers the same whether or not the account exists or is already verified. */
  async resendVerification(email: string, ip: string): Promise<void> {
    await this.rateLimiter.hit(AUTH_LIMITS.resendPerIp(ip), AUTH_LIMITS.resendPerEmail(email));
    // Not awaited: an unverified account must not answer slower than any other address.
    void this.resendIfUnverified(email).catch((error: Error) =>
      this.logger.error(`Kunne ikke sende ny bekreftelseslenke: ${error.message}`),
    );
  }

  private async resendIfUnverified(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user || user.emailVerifiedAt) return;
    await this.sendVerification(user.email, await this.tokens.issue(user.id, 'verify-email'));
  }

  private async sendVerification(
    email: string,
    { token, id }: { token: string; id: string },
  ): Promise<void> {
    const link = `${this.config.appUrl}/verify-email/${token}`;
    try {
      await this.mail.send(verificationMail(email, link), `verify-email-${id}`);
    } catch (error) {
      // The account exists; the person can ask for a new link from the login page.
      this.logger.error(`Kunne ikke legge bekreftelses-e-post i køen: ${(error as Error).message}`);
    }
  }
}
