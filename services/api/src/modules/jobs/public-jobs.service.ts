import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { JOB_MESSAGES } from '@yrkesbro/contracts';
import type { PublicJobRequest, PublicJobResponse, VerifyOtpRequest } from '@yrkesbro/contracts';
import { randomInt, timingSafeEqual } from 'node:crypto';
import { DataSource, IsNull } from 'typeorm';
import { RateLimiter } from '../../infrastructure/rate-limit/rate-limiter.service';
import { sha256 } from '../auth/secret-token';
import { Business } from '../businesses/business.entity';
import { composeMail } from '../mail/mail-layout';
import { MailService } from '../mail/mail.service';
import type { User } from '../users/user.entity';
import { Job } from './job.entity';
import { JobVerification } from './job-verification.entity';

const CODE_LIFETIME_MS = 10 * 60 * 1000;
const MAX_ATTEMPTS = 5;

/**
 * /jobs/post: an employer without an account posts a job; it is published only after the
 * six-digit code mailed to them is entered. A business that is signed in as the same e-mail
 * publishes at once: the session already proves the address.
 */
@Injectable()
export class PublicJobsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly rateLimiter: RateLimiter,
  ) {}

  async submit(request: PublicJobRequest, ip: string, viewer?: User): Promise<PublicJobResponse> {
    const email = request.email.toLowerCase();
    await this.rateLimiter.hit(
      { key: `job-otp-ip:${ip}`, limit: 10, windowSeconds: 3600 },
      { key: `job-otp:${email}`, limit: 3, windowSeconds: 3600 },
    );
    const jobs = this.dataSource.getRepository(Job);
    const fields = {
      title: request.title,
      description: request.description,
      requirements: request.requirements,
      location: request.location,
      salaryMin: request.salary_min,
      salaryMax: request.salary_max,
      vocationId: request.vocation_id,
      jobType: request.job_type,
    };
    const ownBusiness =
      viewer?.role === 'business' && viewer.email === email && viewer.emailVerifiedAt
        ? await this.dataSource.getRepository(Business).findOneBy({ userId: viewer.id })
        : null;
    if (ownBusiness) {
      const job = await jobs.save(
        jobs.create({ ...fields, businessId: ownBusiness.id, status: request.status ?? 'open' }),
      );
      return { requiresVerification: false, isVerifiedUser: true, email, jobUuid: job.id };
    }
    const job = await jobs.save(
      jobs.create({
        ...fields,
        posterEmail: email,
        posterCompany: request.company_name,
        status: 'awaiting-verification',
        statusAfterVerification: request.status ?? 'open',
      }),
    );
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const verifications = this.dataSource.getRepository(JobVerification);
    const verification = await verifications.save(
      verifications.create({
        jobId: job.id,
        email,
        codeHash: codeHash(job.id, code),
        expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
      }),
    );
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
      `job-otp-${verification.id}`,
    );
    return { requiresVerification: true, isVerifiedUser: false, email, jobUuid: job.id };
  }

  async verify({ email, otp, jobUuid }: VerifyOtpRequest): Promise<void> {
    const verifications = this.dataSource.getRepository(JobVerification);
    const verification = await verifications.findOne({
      where: { jobId: jobUuid, email: email.toLowerCase(), usedAt: IsNull() },
      order: { createdAt: 'DESC' },
    });
    if (!verification) throw new BadRequestException(JOB_MESSAGES.otpInvalid);
    if (verification.expiresAt <= new Date())
      throw new BadRequestException(JOB_MESSAGES.otpExpired);
    if (verification.attempts >= MAX_ATTEMPTS)
      throw new BadRequestException(JOB_MESSAGES.otpTooManyAttempts);
    if (!sameHash(verification.codeHash, codeHash(jobUuid, otp))) {
      await verifications.increment({ id: verification.id }, 'attempts', 1);
      throw new BadRequestException(JOB_MESSAGES.otpInvalid);
    }
    await this.dataSource.transaction(async (manager) => {
      // Marking the code used in the same statement that checks it stops a double submit.
      const used = await manager
        .getRepository(JobVerification)
        .update({ id: verification.id, usedAt: IsNull() }, { usedAt: new Date() });
      if (!used.affected) throw new BadRequestException(JOB_MESSAGES.otpInvalid);
      const job = await manager.getRepository(Job).findOneBy({ id: jobUuid });
      if (!job) throw new NotFoundException(JOB_MESSAGES.notFound);
      await manager
        .getRepository(Job)
        .update(
          { id: jobUuid },
          { status: job.statusAfterVerification ?? 'open', statusAfterVerification: null },
        );
    });
  }
}

/** The job id salts the hash, so equal codes for two jobs never share a hash. */
function codeHash(jobId: string, code: string): string {
  return sha256(`${jobId}:${code}`);
}

function sameHash(a: string, b: string): boolean {
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
