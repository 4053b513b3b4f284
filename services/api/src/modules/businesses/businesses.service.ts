import {
  BadRequestException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import {
  BUSINESS_MESSAGES,
  businessProfileSchema,
  COMMON_MESSAGES,
  JOB_MESSAGES,
  LOGO_MAX_BYTES,
} from '@yrkesbro/contracts';
import type {
  AdminBusinessRow,
  AdminListQuery,
  AdminPage,
  BusinessDirectoryQuery,
  BusinessDirectoryResponse,
  BusinessRegistrationDetails,
  BusinessProfile,
  BusinessProfileRequest,
} from '@yrkesbro/contracts';
import { isUuid } from '../../common/uuid';
import { validateWith } from '../../common/yup-validation.pipe';
import { boundedImage, InvalidImageError } from '../uploads/image-encoding';
import type { FileRule, ReceivedForm } from '../uploads/multipart-files';
import { UploadStorage } from '../uploads/upload-storage.service';
import type { User } from '../users/user.entity';
import { VocationsService } from '../vocations/vocations.service';
import { Business } from './business.entity';
import { BusinessesRepository } from './businesses.repository';
import type { AdminBusinessListRow, BusinessProfileRow } from './businesses.repository';

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

/** How many owners' company ids a process keeps at most (see `ownBusinessId`). */
export const MOST_COMPANY_IDS_KEPT = 10_000;

/** The company profile without its open jobs, which the jobs domain adds. */
export type CompanyProfile = Omit<BusinessProfile, 'active_jobs'>;

/** Companies: their profile, the directory, and which company a business account owns. */
@Injectable()
export class BusinessesService {
  /** Each owner's company id, by the owner's user id, once read. */
  private readonly companyIds = new Map<string, string>();

  constructor(
    private readonly businesses: BusinessesRepository,
    private readonly vocations: VocationsService,
    private readonly uploads: UploadStorage,
  ) {}

  /** The company of a business account, or null for anyone else. */
  findOwn(user: User): Promise<Business | null> {
    return this.businesses.byUser(user.id);
  }

  /**
   * The id of the signed-in owner's company; 403 for an account without one. Every page of a
   * business asks, so the id is kept once found: it never changes while the owner exists (no
   * route deletes a company; deleting the account deletes both, and its sessions with it). An
   * account without a company yet is asked again, as saving its profile creates one. A full map
   * starts over rather than keep an order of use.
   */
  async ownBusinessId(user: User): Promise<string> {
    const kept = this.companyIds.get(user.id);
    if (kept !== undefined) return kept;
    const id = await this.businesses.idByUser(user.id);
    if (id === null) throw new ForbiddenException(JOB_MESSAGES.notOwner);
    if (this.companyIds.size >= MOST_COMPANY_IDS_KEPT) this.companyIds.clear();
    this.companyIds.set(user.id, id);
    return id;
  }

  /** The user id of the account that owns the company, or null for no such company. */
  async ownerOf(businessId: string): Promise<string | null> {
    return (await this.businesses.byId(businessId))?.userId ?? null;
  }

  /** The company row a new business account starts with; its profile is filled in later. */
  createForRegistration(
    userId: string,
    companyName: string,
    organizationNumber: string,
  ): Promise<void> {
    return this.businesses.insert({ userId, companyName, organizationNumber });
  }

  /** What the owner gave at registration, to start the profile form with; empty without a row. */
  async registrationDetails(owner: User): Promise<BusinessRegistrationDetails> {
    const business = await this.businesses.byUser(owner.id);
    return {
      company_name: business?.companyName ?? '',
      organization_number: business?.organizationNumber ?? '',
    };
  }

  /** The owner's company; 404 until the profile is filled in, which the form reads as "create". */
  async mine(owner: User): Promise<CompanyProfile> {
    const business = await this.businesses.byUser(owner.id);
    if (!business?.profileCompletedAt) throw new NotFoundException(BUSINESS_MESSAGES.notFound);
    return this.profile(business.id);
  }

  /** POST /api/businesses: fills in (or, for an account without one, creates) the company profile. */
  async create(owner: User, form: ReceivedForm): Promise<CompanyProfile> {
    try {
      const business = (await this.businesses.byUser(owner.id)) ?? this.businesses.draft(owner.id);
      return await this.save(business, form);
    } finally {
      await form.discard();
    }
  }

  async update(owner: User, uuid: string, form: ReceivedForm): Promise<CompanyProfile> {
    // A refused update still removes the logo it received.
    try {
      const business = isUuid(uuid) ? await this.businesses.byId(uuid) : null;
      if (!business) throw new NotFoundException(BUSINESS_MESSAGES.notFound);
      if (business.userId !== owner.id) throw new ForbiddenException(COMMON_MESSAGES.forbidden);
      return await this.save(business, form);
    } finally {
      await form.discard();
    }
  }

  /** The public company page: a completed profile only. */
  async publicProfile(uuid: string): Promise<CompanyProfile> {
    const business = isUuid(uuid) ? await this.businesses.byId(uuid) : null;
    if (!business?.profileCompletedAt) throw new NotFoundException(BUSINESS_MESSAGES.notFound);
    return this.profile(business.id);
  }

  /** Every company for the admin's list, with how much of its profile is filled in. */
  async adminList(query: AdminListQuery): Promise<AdminPage<AdminBusinessRow>> {
    const { rows, total } = await this.businesses.adminList(query);
    return {
      rows: rows.map((row) => ({
        uuid: row.uuid,
        company_name: row.company_name,
        email: row.email,
        industry: row.industry,
        job_postings_count: row.job_postings_count,
        logo: row.logo,
        completion_percentage: businessCompletion(row),
      })),
      total,
      page: query.page,
      limit: query.limit,
    };
  }

  async directory(query: BusinessDirectoryQuery): Promise<BusinessDirectoryResponse> {
    const [{ rows, total }, industries] = await Promise.all([
      this.businesses.directory(query),
      this.businesses.industries(query),
    ]);
    return {
      businesses: rows.map((row) => ({
        ...row,
        headline: `${row.industry_name} i ${row.location}`,
        // Reviews do not exist yet; the spec's field is there, truthfully empty.
        review_count: 0,
      })),
      total,
      page: query.page,
      limit: query.limit,
      industries,
    };
  }

  private async save(business: Business, form: ReceivedForm): Promise<CompanyProfile> {
    const fields: BusinessProfileRequest = await validateWith(businessProfileSchema, form.fields);
    if (!(await this.vocations.exists(fields.industry)))
      throw new BadRequestException(BUSINESS_MESSAGES.industryRequired);
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
      contactEmail: fields.contact_email || null,
      organizationNumber: fields.organization_number,
      profileCompletedAt: business.profileCompletedAt ?? new Date(),
    });
    const saved = await this.businesses.save(business);
    if (logo && previousLogo) await this.uploads.remove(previousLogo);
    return this.profile(saved.id);
  }

  private async profile(id: string): Promise<CompanyProfile> {
    const row = await this.businesses.profile(id);
    if (!row) throw new NotFoundException(BUSINESS_MESSAGES.notFound);
    return toProfile(row);
  }
}

function toProfile(row: BusinessProfileRow): CompanyProfile {
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
    contact_email: row.contact_email ?? '',
  };
}

/** The company profile's fields; the share of them filled in is its completion. */
const COMPLETION_FIELDS = [
  'company_name',
  'organization_number',
  'description',
  'industry',
  'location',
  'website',
  'phone_number',
  'logo',
] as const satisfies readonly (keyof AdminBusinessListRow)[];

export function businessCompletion(row: AdminBusinessListRow): number {
  const filled = COMPLETION_FIELDS.filter((field) => `${row[field] ?? ''}`.trim() !== '').length;
  return Math.round((filled / COMPLETION_FIELDS.length) * 100);
}
