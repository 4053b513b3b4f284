import { Injectable } from '@nestjs/common';
import type { AdminBusinessRow } from '@yrkesbro/contracts';
import { DatabaseContext } from '../../database/database-context';
import { Business } from './business.entity';
import { containsPattern } from '../../database/like-pattern';

/** A company profile as its page shows it: the row with its trade's name. */
export interface BusinessProfileRow {
  id: string;
  user_id: string;
  company_name: string;
  description: string | null;
  industry: number;
  industry_name: string | null;
  location: string | null;
  website: string | null;
  phone_number: string | null;
  organization_number: string;
  logo_url: string | null;
  contact_email: string | null;
}

export interface DirectoryFilter {
  q: string;
  industry?: number;
  page: number;
  limit: number;
}

export interface DirectoryRow {
  business_uuid: string;
  company_name: string;
  description: string;
  location: string;
  industry: number;
  industry_name: string;
  logo: string | null;
  job_count: number;
}

export interface IndustryCount {
  value: number;
  label: string;
  count: number;
}

/** A company as the admin's list reads it, before its completion is worked out. */
export type AdminBusinessListRow = Omit<AdminBusinessRow, 'completion_percentage'> & {
  organization_number: string;
  description: string | null;
  location: string | null;
  website: string | null;
  phone_number: string | null;
};

/** The businesses table. */
@Injectable()
export class BusinessesRepository {
  constructor(private readonly db: DatabaseContext) {}

  /** The signed-in owner's company, read on each of its pages: prepared per connection. */
  byUser(userId: string): Promise<Business | null> {
    return this.db.preparedEntity(Business, 'business-by-user', 'user_id = $1', [userId]);
  }

  /** The id of the account's company: every request of a business's own pages checks it. */
  async idByUser(userId: string): Promise<string | null> {
    const [row] = await this.db.prepared<{ id: string }>(
      'business-id-by-user',
      'SELECT id FROM businesses WHERE user_id = $1',
      [userId],
    );
    return row?.id ?? null;
  }

  byId(id: string): Promise<Business | null> {
    return this.db.repository(Business).findOneBy({ id });
  }

  /** A new, unsaved company for an account that has none. */
  draft(userId: string): Business {
    return this.db.repository(Business).create({ userId });
  }

  async insert(
    fields: Pick<Business, 'userId' | 'companyName' | 'organizationNumber'>,
  ): Promise<void> {
    await this.db.repository(Business).insert(fields);
  }

  save(business: Business): Promise<Business> {
    return this.db.repository(Business).save(business);
  }

  /**
   * The page shows the trade's name, joined here so a page is one read; its e-mail is the
   * contact e-mail the company chose, never the login e-mail.
   */
  async profile(id: string): Promise<BusinessProfileRow | undefined> {
    const [row] = await this.db.query<BusinessProfileRow>(
      `SELECT b.id, b.user_id, b.company_name, b.description, b.industry, v.name AS industry_name,
              b.location, b.website, b.phone_number, b.organization_number, b.logo_url,
              b.contact_email
         FROM businesses b LEFT JOIN vocations v ON v.id = b.industry
        WHERE b.id = $1`,
      [id],
    );
    return row;
  }

  /**
   * A page of completed profiles with the total. The trade's name and the count of open jobs
   * are display columns of another domain's tables, read in the same statement so that a page
   * stays one query (the count uses jobs_business_idx).
   */
  async directory(filter: DirectoryFilter): Promise<{ rows: DirectoryRow[]; total: number }> {
    const { where, params } = directoryWhere(filter, true);
    const rows = await this.db.query<DirectoryRow & { job_count: string; total: string }>(
      `SELECT b.id AS business_uuid, b.company_name, b.description, b.location, b.industry,
              v.name AS industry_name, b.logo_url AS logo,
              (SELECT count(*) FROM jobs j WHERE j.business_id = b.id AND j.status = 'open') AS job_count,
              count(*) OVER () AS total
         FROM businesses b JOIN vocations v ON v.id = b.industry
        WHERE ${where}
        ORDER BY b.company_name
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, filter.limit, (filter.page - 1) * filter.limit],
    );
    // A page past the last has no row to carry the total.
    const total = rows.length
      ? Number(rows[0].total)
      : filter.page > 1
        ? (await this.directory({ ...filter, page: 1, limit: 1 })).total
        : 0;
    return {
      rows: rows.map(({ total: _total, ...row }) => ({ ...row, job_count: Number(row.job_count) })),
      total,
    };
  }

  /**
   * A page of every company for the admin, searched by name or login e-mail. The e-mail, the
   * trade's name and the job count are other domains' display columns, read in the same
   * statement so that a page stays one query. The search has a trigram index on each side
   * (businesses_company_name_trgm_idx, users_email_trgm_idx): the e-mail's matches are looked
   * up on their own and compared by user_id, as an OR across the join could use neither.
   */
  async adminList(filter: {
    q: string;
    page: number;
    limit: number;
  }): Promise<{ rows: AdminBusinessListRow[]; total: number }> {
    const rows = await this.db.query<AdminBusinessListRow & { total: number }>(
      `SELECT b.id AS uuid, b.company_name, u.email, v.name AS industry, b.logo_url AS logo,
              b.organization_number, b.description, b.location, b.website, b.phone_number,
              (SELECT count(*)::int FROM jobs j WHERE j.business_id = b.id) AS job_postings_count,
              count(*) OVER ()::int AS total
         FROM businesses b JOIN users u ON u.id = b.user_id LEFT JOIN vocations v ON v.id = b.industry
        WHERE $1 = '' OR lower(b.company_name) LIKE $4
              OR b.user_id = ANY (ARRAY(SELECT id FROM users WHERE email LIKE $4))
        ORDER BY b.company_name, b.id
        LIMIT $2 OFFSET $3`,
      [filter.q, filter.limit, (filter.page - 1) * filter.limit, containsPattern(filter.q)],
    );
    // A page past the last has no row to carry the total.
    const total =
      rows[0]?.total ??
      (filter.page > 1 ? (await this.adminList({ ...filter, page: 1, limit: 1 })).total : 0);
    return { rows: rows.map(({ total: _total, ...row }) => row), total };
  }

  /** Completed profiles per trade for the text filter, ignoring the industry filter itself. */
  async industries(filter: DirectoryFilter): Promise<IndustryCount[]> {
    const { where, params } = directoryWhere(filter, false);
    const rows = await this.db.query<{ value: number; label: string; count: string }>(
      `SELECT v.id AS value, v.name AS label, count(*) AS count
         FROM businesses b JOIN vocations v ON v.id = b.industry
        WHERE ${where} GROUP BY v.id, v.name ORDER BY v.name`,
      params,
    );
    return rows.map((row) => ({ ...row, count: Number(row.count) }));
  }
}

function directoryWhere(
  filter: DirectoryFilter,
  byIndustry: boolean,
): { where: string; params: unknown[] } {
  const conditions = ['b.profile_completed_at IS NOT NULL'];
  const params: unknown[] = [];
  if (filter.q) {
    params.push(containsPattern(filter.q), filter.q.toLowerCase());
    // The same expression as the trigram index, so both the substring and the fuzzy match use it.
    const text = `lower(b.company_name || ' ' || coalesce(b.description, '') || ' ' || coalesce(b.location, ''))`;
    conditions.push(`(${text} LIKE $${params.length - 1} OR $${params.length} <% ${text})`);
  }
  if (byIndustry && filter.industry) {
    params.push(filter.industry);
    conditions.push(`b.industry = $${params.length}`);
  }
  return { where: conditions.join(' AND '), params };
}
