import type { ApplicationsService } from '../applications/applications.service';
import type { BusinessesService } from '../businesses/businesses.service';
import type { JobsService } from '../jobs/jobs.service';
import type { MailingsService } from '../mailings/mailings.service';
import type { StudentProfilesService } from '../students/student-profiles.service';
import type { UsersService } from '../users/users.service';
import { AdminOverviewService } from './admin-overview.service';

function setup() {
  const signupsSince: Date[] = [];
  const users = {
    countByRole: async (role: string) => (role === 'student' ? 12 : 5),
    countSignupsSince: async (since: Date) => {
      signupsSince.push(since);
      return 3;
    },
  };
  const jobs = { counts: async () => ({ total: 9, open: 4 }) };
  const applications = { count: async () => 21 };
  const mailings = { totals: async () => ({ queued: 40, failed: 2 }) };
  const service = new AdminOverviewService(
    users as unknown as UsersService,
    {} as StudentProfilesService,
    {} as BusinessesService,
    jobs as unknown as JobsService,
    applications as unknown as ApplicationsService,
    mailings as unknown as MailingsService,
  );
  return { service, signupsSince };
}

describe('AdminOverviewService', () => {
  it("answers the spec's totals and the operator's extras, sign-ups counted over seven days", async () => {
    const { service, signupsSince } = setup();
    const now = new Date('2026-11-22T12:00:00Z');
    await expect(service.stats(now)).resolves.toEqual({
      total_students: 12,
      total_businesses: 5,
      total_job_postings: 9,
      total_applications: 21,
      new_signups_week: 3,
      open_job_postings: 4,
      mails_queued: 40,
      mails_failed: 2,
    });
    expect(signupsSince).toEqual([new Date('2026-11-15T12:00:00Z')]);
  });
});
