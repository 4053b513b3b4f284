import { Application } from '../modules/applications/application.entity';
import { Interview } from '../modules/applications/interview.entity';
import { AccountToken } from '../modules/auth/entities/account-token.entity';
import { RecoveryCode } from '../modules/auth/entities/recovery-code.entity';
import { RefreshToken } from '../modules/auth/entities/refresh-token.entity';
import { TwoFactorCredential } from '../modules/auth/entities/two-factor-credential.entity';
import { Business } from '../modules/businesses/business.entity';
import { CalendarEventRow } from '../modules/calendar/calendar-event.entity';
import { ContactMessage } from '../modules/contact/contact-message.entity';
import { FavoriteJob } from '../modules/jobs/favorite-job.entity';
import { Job } from '../modules/jobs/job.entity';
import { JobManageToken } from '../modules/jobs/job-manage-token.entity';
import { JobVerification } from '../modules/jobs/job-verification.entity';
import { Vocation } from '../modules/vocations/vocation.entity';
import { StudentProfile } from '../modules/students/student-profile.entity';
import { User } from '../modules/users/user.entity';
import { CreateUsers1763760000000 } from './migrations/1763760000000-create-users';
import { Accounts1763770000000 } from './migrations/1763770000000-accounts';
import { ContactMessages1763780000000 } from './migrations/1763780000000-contact-messages';
import { BusinessesAndJobs1763790000000 } from './migrations/1763790000000-businesses-and-jobs';
import { ApplicationsAndCalendar1763800000000 } from './migrations/1763800000000-applications-and-calendar';
import { StudentProfiles1763810000000 } from './migrations/1763810000000-student-profiles';
import { Messages1763830000000 } from './migrations/1763830000000-messages';
import { Mailings1763840000000 } from './migrations/1763840000000-mailings';
import { Schools1763850000000 } from './migrations/1763850000000-schools';
import { Assessments1763865000000 } from './migrations/1763865000000-assessments';
import { Subscriptions1763900000000 } from './migrations/1763900000000-subscriptions';
import { InterviewChanges1763875000000 } from './migrations/1763875000000-interview-changes';
import { EmployerNotices1763882000000 } from './migrations/1763882000000-employer-notices';
import { JobSearch1763910000000 } from './migrations/1763910000000-job-search';
import { JobSearchVersion1763911000000 } from './migrations/1763911000000-job-search-version';
import { AccountDeletions1763925000000 } from './migrations/1763925000000-account-deletions';
import { JobSearchChanges1763930000000 } from './migrations/1763930000000-job-search-changes';
import { RouteIndexes1763940000000 } from './migrations/1763940000000-route-indexes';
import { ListSearchIndexes1763950000000 } from './migrations/1763950000000-list-search-indexes';
import { TwoFactor1763920000000 } from './migrations/1763920000000-two-factor';

// Listed explicitly (no globs) so tsc output, jest and the TypeORM CLI see the same classes.
export const entities = [
  User,
  StudentProfile,
  Business,
  AccountToken,
  RefreshToken,
  TwoFactorCredential,
  RecoveryCode,
  ContactMessage,
  Vocation,
  Job,
  FavoriteJob,
  JobVerification,
  JobManageToken,
  Application,
  Interview,
  CalendarEventRow,
];
export const migrations = [
  CreateUsers1763760000000,
  Accounts1763770000000,
  ContactMessages1763780000000,
  BusinessesAndJobs1763790000000,
  ApplicationsAndCalendar1763800000000,
  StudentProfiles1763810000000,
  Messages1763830000000,
  Mailings1763840000000,
  Schools1763850000000,
  Assessments1763865000000,
  InterviewChanges1763875000000,
  EmployerNotices1763882000000,
  Subscriptions1763900000000,
  JobSearch1763910000000,
  JobSearchVersion1763911000000,
  TwoFactor1763920000000,
  AccountDeletions1763925000000,
  JobSearchChanges1763930000000,
  RouteIndexes1763940000000,
  ListSearchIndexes1763950000000,
];
