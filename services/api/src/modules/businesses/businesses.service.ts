import {
  BadRequestException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  BUSINESS_MESSAGES,
  businessProfileSchema,
  COMMON_MESSAGES,
  LOGO_MAX_BYTES,
} from '@yrkesbro/contracts';
import type {
  BusinessDirectoryQuery,
  BusinessDirectoryResponse,
  BusinessProfile,
  BusinessProfileRequest,
} from '@yrkesbro/contracts';
import { DataSource } from 'typeorm';
import { validateWith } from '../../common/yup-validation.pipe';
import { JOB_COLUMNS, JOB_JOINS, toJob } from '../jobs/job-rows';
import type { JobRow } from '../jobs/job-rows';
import { boundedImage, InvalidImageError } from '../uploads/image-encoding';
import type { FileRule, ReceivedForm } from '../uploads/multipart-files';
import { UploadStorage } from '../uploads/upload-storage.service';
import type { User } from '../users/user.entity';
import { Business } from './business.entity';
import { isUuid } from '../../common/uuid';

/** The logo: PNG or JPG by content (seed 1, section 5), at most 5 MB. */
export const LOGO_FILE: Record<string, FileRule> = {
  logo: {
    kinds: ['png', 'jpg'],
    maxBytes: LOGO_MAX_BYTES,
    maxCount: 1,
    wrongType: BUSINESS_MESSAGES.logoNotImage,
    tooLarge: BUSINESS_MESSAGES.logoTooLarge,
  },
};

@Injectable()
export class BusinessesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uploads: UploadStorage,
  ) {}

  /** The owner's company; 404 until the profile is filled in, which the form reads as "create". */
  async mine(owner: User): Promise<BusinessProfile> {
    const business = await this.dataSource.getRepository(Business).findOneBy({ userId: owner.id });
    if (!business?.profileCompletedAt) throw new NotFoundException(BUSINESS_MESSAGES.notFound);
    return this.profile(business.id, true);
  }

  /** POST /api/businesses: fills in (or, for an account without one, creates) the company profile. */
  async create(owner: User, form: ReceivedForm): Promise<BusinessProfile> {
    try {
      const businesses = this.dataSource.getRepository(Business);
      const business =
        (await businesses.findOneBy({ userId: owner.id })) ??
        businesses.create({ userId: owner.id });
      return await this.save(business, form);
    } finally {
      await form.discard();
    }
  }

  async update(owner: User, uuid: string, form: ReceivedForm): Promise<BusinessProfile> {
    // A refused update still removes the logo it received.
    try {
      const business = isUuid(uuid)
        ? await this.dataSource.getRepository(Business).findOneBy({ id: uuid })
        : null;
      if (!business) throw new NotFoundException(BUSINESS_MESSAGES.notFound);
      if (business.userId !== owner.id) throw new ForbiddenException(COMMON_MESSAGES.forbidden);
      return await this.save(business, form);
    } finally {
      await form.discard();
    }
  }

  /** The public company page: a completed profile with its open jobs. */
  async publicProfile(uuid: string): Promise<BusinessProfile> {
    const business = isUuid(uuid)
      ? await this.dataSource.getRepository(Business).findOneBy({ id: uuid })
      : null;
    if (!business?.profileCompletedAt) throw new NotFoundException(BUSINESS_MESSAGES.notFound);
    return this.profile(business.id, false);
  }

  async directory(query: BusinessDirectoryQuery): Promise<BusinessDirectoryResponse> {
    const conditions = ['b.profile_completed_at IS NOT NULL'];
    const params: unknown[] = [];
    if (query.q) {
      params.push(query.q.toLowerCase());
      // The same expression as the trigram index, so both the substring and the fuzzy match use it.
      const text = `lower(b.company_name || ' ' || coalesce(b.description, '') || ' ' || coalesce(b.location, ''))`;
      conditions.push(
        `(${text} LIKE '%' || $${params.length} || '%' OR $${params.length} <% ${text})`,
      );
    }
    const facetWhere = conditions.join(' AND ');
    const facetParams = [...params];
    if (query.industry) {
      params.push(query.industry);
      conditions.push(`b.industry = $${params.length}`);
    }
    const where = conditions.join(' AND ');
    const rows = await this.dataSource.query(
      `SELECT b.id AS business_uuid, b.company_name, b.description, b.location, b.industry, v.name AS industry_name,
              b.logo_url AS logo,
              (SELECT count(*) FROM jobs j WHERE j.business_id = b.id AND j.status = 'open') AS job_count,
              count(*) OVER () AS total
         FROM businesses b JOIN vocations v ON v.id = b.industry
        WHERE ${where}
        ORDER BY b.company_name
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.limit, (query.page - 1) * query.limit],
    );
    const industries: { value: number; label: string; count: string }[] =
      await this.dataSource.query(
        `SELECT v.id AS value, v.name AS label, count(*) AS count
         FROM businesses b JOIN vocations v ON v.id = b.industry
        WHERE ${facetWhere} GROUP BY v.id, v.name ORDER BY v.name`,
        facetParams,
      );
    return {
      businesses: rows.map((row: Record<string, unknown>) => ({
        business_uuid: row.business_uuid as string,
        company_name: row.company_name as string,
        description: row.description as string,
        location: row.location as string,
        industry: row.industry as number,
        industry_name: row.industry_name as string,
        logo: row.logo as string | null,
        headline: `${row.industry_name} i ${row.location}`,
        job_count: Number(row.job_count),
        // Reviews do not exist yet; the spec's field is there, truthfully empty.
        review_count: 0,
      })),
      total: rows.length > 0 ? Number(rows[0].total) : 0,
      page: query.page,
      limit: query.limit,
      industries: industries.map((row) => ({
        value: row.value,
        label: row.label,
        count: Number(row.count),
      })),
    };
  }

  private async save(business: Business, form: ReceivedForm): Promise<BusinessProfile> {
    const fields: BusinessProfileRequest = await validateWith(businessProfileSchema, form.fields);
    const [vocation] = await this.dataSource.query(`SELECT 1 FROM vocations WHERE id = $1`, [
      fields.industry,
    ]);
    if (!vocation) throw new BadRequestException(BUSINESS_MESSAGES.industryRequired);
    const previousLogo = business.logoUrl;
    const logo = form.files[0];
    if (logo) {
      // A logo shows at most 160 px; 512 keeps it sharp and the page light.
      const image = await boundedImage(logo.path, logo.kind, 512).catch((error: unknown) => {
        if (error instanceof InvalidImageError)
          throw new BadRequestException(BUSINESS_MESSAGES.logoNotImage);
        throw error;
      });
      business.logoUrl = await this.uploads.save('logos', image, logo.kind);
    }
    Object.assign(business, {
      companyName: fields.company_name,
      description: fields.description,
      industry: fields.industry,
      location: fields.location,
      website: fields.website,
      phoneNumber: fields.phone_number || null,
      organizationNumber: fields.organization_number,
      profileCompletedAt: business.profileCompletedAt ?? new Date(),
    });
    const saved = await this.dataSource.getRepository(Business).save(business);
    if (logo && previousLogo) await this.uploads.remove(previousLogo);
    return this.profile(saved.id, true);
  }

  private async profile(id: string, includeDrafts: boolean): Promise<BusinessProfile> {
    const [row] = await this.dataSource.query(
      `SELECT b.*, v.name AS industry_name, u.email FROM businesses b
         JOIN users u ON u.id = b.user_id LEFT JOIN vocations v ON v.id = b.industry
        WHERE b.id = $1`,
      [id],
    );
    const jobs: JobRow[] = await this.dataSource.query(
      `SELECT ${JOB_COLUMNS} FROM jobs j ${JOB_JOINS}
        WHERE j.business_id = $1 AND (j.status = 'open' OR ($2 AND j.status = 'draft')) ORDER BY j.created_at DESC`,
      [id, includeDrafts],
    );
    return {
      uuid: row.id,
      user_id: row.user_id,
      company_name: row.company_name,
      description: row.description ?? '',
      industry: row.industry,
      industry_name: row.industry_name ?? '',
      location: row.location ?? '',
      website: row.website ?? '',
      phone_number: row.phone_number ?? '',
      organization_number: row.organization_number,
      logo_url: row.logo_url,
      email: row.email,
      active_jobs: jobs.filter((job) => job.status === 'open').map(toJob),
    };
  }
}
