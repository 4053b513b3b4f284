import { Injectable } from '@nestjs/common';
import { DatabaseContext } from '../../database/database-context';

/** Whether a student has applied to a business: its own applicants it may always look at. */
@Injectable()
export class ApplicantsRepository {
  constructor(private readonly db: DatabaseContext) {}

  async hasApplied(businessUserId: string, studentUserId: string): Promise<boolean> {
    const [row] = await this.db.query<{ applied: boolean }>(
      `SELECT EXISTS (
         SELECT 1 FROM applications a
           JOIN jobs j ON j.id = a.job_id
           JOIN businesses b ON b.id = j.business_id
          WHERE a.student_id = $2 AND b.user_id = $1
       ) AS applied`,
      [businessUserId, studentUserId],
    );
    return row.applied;
  }
}
