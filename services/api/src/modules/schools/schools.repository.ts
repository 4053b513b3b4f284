import { Injectable } from '@nestjs/common';
import type { SchoolRequest } from '@yrkesbro/contracts';
import { isUuid } from '../../common/uuid';
import { DatabaseContext } from '../../database/database-context';
import { isUniqueViolation } from '../../database/unique-violation';
import { containsPattern } from '../../database/like-pattern';

export interface SchoolRow {
  id: string;
  name: string;
  region: string;
  address: string;
  email: string;
  email_is_example: boolean;
  contacted_at: Date | null;
}

const COLUMNS = 'id, name, region, address, email, email_is_example, contacted_at';

/** The `schools` table. */
@Injectable()
export class SchoolsRepository {
  constructor(private readonly db: DatabaseContext) {}

  /** Schools whose name holds `q`, in one county when asked, by county and name. */
  list(q: string, region?: string): Promise<SchoolRow[]> {
    return this.db.query<SchoolRow>(
      `SELECT ${COLUMNS} FROM schools
        WHERE ($1 = '' OR lower(name) LIKE $3)
          AND ($2::varchar IS NULL OR region = $2)
        ORDER BY region, name`,
      [q, region ?? null, containsPattern(q)],
    );
  }

  async byId(id: string): Promise<SchoolRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db.query<SchoolRow>(`SELECT ${COLUMNS} FROM schools WHERE id = $1`, [
      id,
    ]);
    return row ?? null;
  }

  /** 'duplicate' when the county already has a school of that name. */
  async insert(school: SchoolRequest): Promise<SchoolRow | 'duplicate'> {
    return unlessDuplicate(async () => {
      const [row] = await this.db.query<SchoolRow>(
        `INSERT INTO schools (name, region, address, email, email_is_example)
         VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
        values(school),
      );
      return row;
    });
  }

  /** Null for an unknown school; 'duplicate' when another school in the county has the name. */
  async update(id: string, school: SchoolRequest): Promise<SchoolRow | null | 'duplicate'> {
    if (!isUuid(id)) return null;
    return unlessDuplicate(async () => {
      const [row] = await this.db.returning<SchoolRow>(
        `UPDATE schools SET name = $2, region = $3, address = $4, email = $5, email_is_example = $6,
                updated_at = now()
          WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, ...values(school)],
      );
      return row ?? null;
    });
  }

  /** Adds the school, or updates the one with the same name in the same county. */
  async upsert(school: SchoolRequest): Promise<void> {
    await this.db.query(
      `INSERT INTO schools (name, region, address, email, email_is_example)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (lower(name), region) DO UPDATE
         SET address = excluded.address, email = excluded.email,
             email_is_example = excluded.email_is_example, updated_at = now()`,
      values(school),
    );
  }

  /** The first contact's time stays when a school is marked again. */
  async markContacted(id: string): Promise<void> {
    await this.db.query(
      `UPDATE schools SET contacted_at = coalesce(contacted_at, now()) WHERE id = $1`,
      [id],
    );
  }
}

function values(school: SchoolRequest): unknown[] {
  return [school.school_name, school.region, school.address, school.email, school.email_is_example];
}

/** A school's name is unique per county (schools_name_region_idx). */
async function unlessDuplicate<T>(write: () => Promise<T>): Promise<T | 'duplicate'> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) return 'duplicate';
    throw error;
  }
}
