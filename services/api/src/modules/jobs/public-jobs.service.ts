import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { JOB_MESSAGES } from '@yrkesbro/contracts';
import type { PublicJobRequest, PublicJobResponse, VerifyOtpRequest } from '@yrkesbro/contracts';
import { randomInt, timingSafeEqual } from 'node:crypto';
import { Transactions } from '../../database/transactions';
import { RateLimiter } from '../../infrastructure/rate-limit/rate-limiter.service';
import { sha256 } from '../auth/secret-token';
import { BusinessesService } from '../businesses/businesses.service';
import { composeMail } from '../mail/mail-layout';
import { MailService } from '../mail/mail.service';
import type { User } from '../users/user.entity';
import { VocationsService } from '../vocations/vocations.service';
import { JobVerificationsRepository } from './job-verifications.repository';
import { JobsRepository } from './jobs.repository';
import { jobFields } from './jobs.service';
import { PostedJobsService } from './posted-jobs.service';

const CODE_LIFETIME_MS = 10 * 60 * 1000;
const MAX_ATTEMPTS = 5;
const DATE = new Intl.DateTimeFormat('nb-NO', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Oslo',
});

/**
 * /jobs/post: an employer without an account posts a job; it is published only after the
 * six-digit code mailed to them is entered. A business that is signed in as the same e-mail
 * publishes at once: the session already proves the address.
 */
@Injectable()
export class PublicJobsService {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly verifications: JobVerificationsRepository,
    private readonly transactions: Transactions,
    private readonly businesses: BusinessesService,
    private readonly vocations: VocationsService,
    private readonly mail: MailService,
    private readonly rateLimiter: RateLimiter,
    private readonly postedJobs: PostedJobsService,
  ) {}

  async submit(request: PublicJobRequest, ip: string, viewer?: User): Promise<PublicJobResponse> {
    const email = request.email.toLowerCase();
    await this.rateLimiter.hit(
      { key: `job-otp-ip:${ip}`, limit: 10, windowSeconds: 3600 },
      { key: `job-otp:${email}`, limit: 3, windowSeconds: 3600 },
    );
    const fields = await jobFields(request, this.vocations);
    const ownBusiness =
      viewer?.role === 'business' && viewer.email === email && viewer.emailVerifiedAt
        ? await this.businesses.findOwn(viewer)
        : null;
    if (ownBusiness) {
      const jobUuid = await this.jobs.insert({
        ...fields,
        businessId: ownBusiness.id,
        status: request.status ?? 'open',
      });
      return { requiresVerification: false, isVerifiedUser: true, email, jobUuid };
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const { jobUuid, verificationId } = await this.transactions.run(async () => {
      const id = await this.jobs.insert({
        ...fields,
        posterEmail: email,
        posterCompany: request.company_name,
        contactEmail: request.contact_email || null,
        status: 'awaiting-verification',
        statusAfterVerification: request.status ?? 'open',
      });
      const verification = await this.verifications.insert({
        jobId: id,
        email,
        codeHash: codeHash(id, code),
        expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
      });
      return { jobUuid: id, verificationId: verification };
    });
    await this.mail.send(
      composeMail({
        to: email,
        subject: `Din kode for å publisere «${request.title}»`,
        heading: `Koden din er ${code}`,
        paragraphs: [
          `Skriv inn koden på Yrkesbro for å publisere stillingen «${request.title}» for ${request.company_name}.`,
          'Koden virker i 10 minutter. Har du ikke lagt ut en stilling, kan du se bort fra denne e-posten.',
        ],
      }),
      `job-otp-${verificationId}`,
    );
    return { requiresVerification: true, isVerifiedUser: false, email, jobUuid };
  }

  async verify({ email, otp, jobUuid }: VerifyOtpRequest, ip: string): Promise<void> {
    await this.rateLimiter.hit({ key: `job-verify-ip:${ip}`, limit: 30, windowSeconds: 3600 });
    const verification = await this.verifications.latestUnused(jobUuid, email.toLowerCase());
    if (!verification) throw new BadRequestException(JOB_MESSAGES.otpInvalid);
    if (verification.expiresAt <= new Date())
      throw new BadRequestException(JOB_MESSAGES.otpExpired);
    // Every try is claimed before the code is compared: five in all, however many run at once.
    if (!(await this.verifications.claimAttempt(verification.id, MAX_ATTEMPTS)))
      throw new BadRequestException(JOB_MESSAGES.otpTooManyAttempts);
    if (!sameHash(verification.codeHash, codeHash(jobUuid, otp))) {
      throw new BadRequestException(JOB_MESSAGES.otpInvalid);
    }
    await this.transactions.run(async () => {
      // Only the first of two simultaneous submits of the code marks it used and publishes.
      if (!(await this.verifications.markUsed(verification.id)))
        throw new BadRequestException(JOB_MESSAGES.otpInvalid);
      const job = await this.jobs.byId(jobUuid);
      if (!job) throw new NotFoundException(JOB_MESSAGES.notFound);
      await this.jobs.publish(jobUuid, job.statusAfterVerification ?? 'open');
    });
    await this.sendManageLink(jobUuid, verification.email);
  }

  /** The confirmation after the code: the private link that manages the ad from now on. */
  private async sendManageLink(jobUuid: string, email: string): Promise<void> {
    const job = await this.jobs.byId(jobUuid);
    if (!job) throw new NotFoundException(JOB_MESSAGES.notFound);
    const link = await this.postedJobs.issueLink(jobUuid);
    await this.mail.send(
      composeMail({
        to: email,
        subject: `Stillingen «${job.title}» er publisert`,
        heading: 'Stillingen din er publisert',
        paragraphs: [
          `«${job.title}» for ${job.posterCompany ?? ''} ligger nå ute på Yrkesbro.`,
          'Med lenken under ser du annonsen, endrer eller lukker den, og leser og svarer på søknadene. Lenken er privat: del den bare med dem som skal behandle søknadene.',
          `Lenken virker til ${DATE.format(link.expiresAt)}. Vi sender deg en e-post når noen søker.`,
          'Oppretter du en bedriftskonto med denne e-postadressen, flyttes annonsen og søknadene til bedriftsdashbordet ditt.',
        ],
        action: { label: 'Administrer annonsen', url: link.url },
      }),
      `job-published-${jobUuid}`,
    );
  }
}

/** The job id salts the hash, so equal codes for two jobs never share a hash. */
function codeHash(jobId: string, code: string): string {
  return sha256(`${jobId}:${code}`);
}

function sameHash(a: string, b: string): boolean {
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
