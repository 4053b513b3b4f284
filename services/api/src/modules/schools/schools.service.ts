import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { fillSchoolPlaceholders, SCHOOL_MESSAGES } from '@yrkesbro/contracts';
import type {
  Fylke,
  School,
  SchoolEmailRequest,
  SchoolListQuery,
  SchoolRequest,
} from '@yrkesbro/contracts';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { Transactions } from '../../database/transactions';
import { composeMail } from '../mail/mail-layout';
import { MailService } from '../mail/mail.service';
import { parseSchoolsCsv, SchoolCsvError } from './school-csv';
import { SchoolsRepository } from './schools.repository';
import type { SchoolRow } from './schools.repository';

const SCHOOL_MAIL_SUBJECT = 'Samarbeid med Yrkesbro om læreplasser';

/** The schools directory and the admin's outreach to it. */
@Injectable()
export class SchoolsService {
  constructor(
    private readonly schools: SchoolsRepository,
    private readonly mail: MailService,
    private readonly transactions: Transactions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(query: SchoolListQuery): Promise<School[]> {
    return (await this.schools.list(query.q, query.region)).map(toSchool);
  }

  async create(request: SchoolRequest): Promise<School> {
    const row = await this.schools.insert(request);
    if (row === 'duplicate') throw new ConflictException(SCHOOL_MESSAGES.duplicate);
    return toSchool(row);
  }

  async update(id: string, request: SchoolRequest): Promise<School> {
    const row = await this.schools.update(id, request);
    if (!row) throw new NotFoundException(SCHOOL_MESSAGES.notFound);
    if (row === 'duplicate') throw new ConflictException(SCHOOL_MESSAGES.duplicate);
    return toSchool(row);
  }

  /** Every line is checked before any is stored: a faulty file imports nothing. */
  async import(csv: string): Promise<{ imported: number }> {
    let schools: SchoolRequest[];
    try {
      schools = parseSchoolsCsv(csv);
    } catch (error) {
      if (error instanceof SchoolCsvError) throw new BadRequestException(error.message);
      throw error;
    }
    await this.transactions.run(async () => {
      for (const school of schools) await this.schools.upsert(school);
    });
    return { imported: schools.length };
  }

  /**
   * Queues the text, with the school's name and county in place of the placeholders, and
   * marks the school contacted. A school is contacted once: two clicks at the same time queue
   * one mail, as its job id is the school's.
   */
  async sendEmail({ schoolId, emailContent }: SchoolEmailRequest): Promise<{ message: string }> {
    const school = await this.schools.byId(schoolId);
    if (!school) throw new NotFoundException(SCHOOL_MESSAGES.notFound);
    if (school.contacted_at) throw new ConflictException(SCHOOL_MESSAGES.alreadyContacted);
    const text = fillSchoolPlaceholders(emailContent, toSchool(school));
    await this.mail.send(
      composeMail({
        to: school.email,
        // The text asks the school to get in touch: a reply reaches support, not ikke-svar@.
        replyTo: this.config.supportEmail,
        subject: SCHOOL_MAIL_SUBJECT,
        heading: SCHOOL_MAIL_SUBJECT,
        paragraphs: text
          .split(/\n\s*\n/)
          .map((paragraph) => paragraph.trim())
          .filter(Boolean),
      }),
      `school-${school.id}`,
    );
    await this.schools.markContacted(school.id);
    return { message: SCHOOL_MESSAGES.sent(school.name) };
  }
}

function toSchool(row: SchoolRow): School {
  return {
    school_id: row.id,
    school_name: row.name,
    region: row.region as Fylke,
    address: row.address,
    email: row.email,
    email_is_example: row.email_is_example,
    contacted: row.contacted_at ? 'true' : 'false',
  };
}
