import { Injectable } from '@nestjs/common';
import type {
  AdminBusinessRow,
  AdminListQuery,
  AdminPage,
  AdminStats,
  AdminStudentRow,
} from '@yrkesbro/contracts';
import { ApplicationsService } from '../applications/applications.service';
import { BusinessesService } from '../businesses/businesses.service';
import { JobsService } from '../jobs/jobs.service';
import { MailingsService } from '../mailings/mailings.service';
import { StudentProfilesService } from '../students/student-profiles.service';
import { UsersService } from '../users/users.service';

const WEEK_MS = 7 * 24 * 3600 * 1000;

/** The admin dashboard's numbers and profile lists, each read from the domain that owns it. */
@Injectable()
export class AdminOverviewService {
  constructor(
    private readonly users: UsersService,
    private readonly profiles: StudentProfilesService,
    private readonly companies: BusinessesService,
    private readonly jobs: JobsService,
    private readonly applications: ApplicationsService,
    private readonly mailings: MailingsService,
  ) {}

  async stats(now = new Date()): Promise<AdminStats> {
    const [students, businesses, jobs, applications, signups, mails] = await Promise.all([
      this.users.countByRole('student'),
      this.users.countByRole('business'),
      this.jobs.counts(),
      this.applications.count(),
      this.users.countSignupsSince(new Date(now.getTime() - WEEK_MS)),
      this.mailings.totals(),
    ]);
    return {
      total_students: students,
      total_businesses: businesses,
      total_job_postings: jobs.total,
      total_applications: applications,
      new_signups_week: signups,
      open_job_postings: jobs.open,
      mails_queued: mails.queued,
      mails_failed: mails.failed,
    };
  }

  students(query: AdminListQuery): Promise<AdminPage<AdminStudentRow>> {
    return this.profiles.adminList(query);
  }

  businesses(query: AdminListQuery): Promise<AdminPage<AdminBusinessRow>> {
    return this.companies.adminList(query);
  }
}
