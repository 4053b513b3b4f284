import { BadRequestException, ConflictException, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AUTH_MESSAGES } from '@yrkesbro/contracts';
import type { RegisterRequest } from '@yrkesbro/contracts';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { RateLimiter } from '../../infrastructure/rate-limit/rate-limiter.service';
import { Business } from '../businesses/business.entity';
import { MailService } from '../mail/mail.service';
import { StudentProfile } from '../students/student-profile.entity';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { AccountTokensService } from './account-tokens.service';
import { verificationMail } from './auth-mails';
import { AUTH_LIMITS } from './auth-rate-limits';
import { PasswordHasher } from './password-hasher';

const UNIQUE_VIOLATION = '23505';

/** Self-registration of students and businesses, and proving the e-mail address. */
@Injectable()
export class RegistrationService {
  private readonly logger = new Logger(RegistrationService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly tokens: AccountTokensService,
    private readonly mail: MailService,
    private readonly rateLimiter: RateLimiter,
  ) {}

  /** Creates the user and its profile or company row in one transaction: all or nothing. */
  async register(request: RegisterRequest, ip: string): Promise<void> {
    await this.rateLimiter.hit(AUTH_LIMITS.registerPerIp(ip));
    const email = request.email.toLowerCase();
    const passwordHash = await this.hasher.hash(request.password);
    let verification: { token: string; id: string };
    try {
      verification = await this.dataSource.transaction(async (manager) => {
        const user = await manager
          .getRepository(User)
          .save(
            manager
              .getRepository(User)
              .create({ email, passwordHash, role: request.role, emailVerifiedAt: null }),
          );
        if (request.role === 'student') {
          await manager
            .getRepository(StudentProfile)
            .insert({ userId: user.id, school: request.school! });
        } else {
          await manager.getRepository(Business).insert({
            userId: user.id,
            companyName: request.companyName!,
            organizationNumber: request.organizationNumber!,
          });
        }
        return this.tokens.issue(user.id, 'verify-email', manager);
      });
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new ConflictException(AUTH_MESSAGES.emailTaken);
      }
      throw error;
    }
    await this.sendVerification(email, verification);
  }

  async verifyEmail(token: string): Promise<void> {
    const userId = await this.tokens.consume(token, 'verify-email');
    if (!userId) throw new BadRequestException(AUTH_MESSAGES.verificationInvalid);
    await this.dataSource
      .getRepository(User)
      .update({ id: userId }, { emailVerifiedAt: new Date() });
  }

  /** Answers the same whether or not the account exists or is already verified. */
  async resendVerification(email: string, ip: string): Promise<void> {
    await this.rateLimiter.hit(AUTH_LIMITS.resendPerIp(ip), AUTH_LIMITS.resendPerEmail(email));
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
