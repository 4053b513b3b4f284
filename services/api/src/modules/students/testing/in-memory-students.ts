import type { Vocation } from '@yrkesbro/contracts';
import { randomUUID } from 'node:crypto';
import type { Transactions } from '../../../database/transactions';
import type { FileKind } from '../../uploads/file-kind';
import type { ReceivedFile, ReceivedForm } from '../../uploads/multipart-files';
import type { UploadStorage } from '../../uploads/upload-storage.service';
import { User } from '../../users/user.entity';
import type { VocationsService } from '../../vocations/vocations.service';
import type { BadgesRepository } from '../badges.repository';
import { EducationService } from '../education.service';
import { GradeReviewService } from '../grade-review.service';
import { GradeVerificationService } from '../grade-verification.service';
import type {
  GradeVerificationsRepository,
  VerificationStatus,
} from '../grade-verifications.repository';
import type { GradesRepository } from '../grades.repository';
import { GradesService } from '../grades.service';
import type {
  BadgeRow,
  EducationRow,
  GradeRow,
  ProjectRow,
  SkillRow,
  WorkRow,
} from '../profile-rows';
import type { EducationRepository } from '../education.repository';
import type { ProfileListsRepository } from '../profile-lists.repository';
import type { ProjectsRepository } from '../projects.repository';
import { ProjectsService } from '../projects.service';
import type { SkillsRepository, StoredSkill } from '../skills.repository';
import { SkillsService } from '../skills.service';
import { StudentProfile } from '../student-profile.entity';
import type { StudentProfilesRepository } from '../student-profiles.repository';
import { StudentProfilesService } from '../student-profiles.service';
import type { WorkExperienceRepository } from '../work-experience.repository';
import { WorkExperienceService } from '../work-experience.service';

/** A stand-in for a class: every public member of it, none of its private ones. */
export function fake<T>(members: { [K in keyof T]: T[K] }): T {
  return members as T;
}

/** The lists' SQL, which nothing here runs: the lists' fake (`listsRepository`) reads each list. */
const NO_SQL = '';

/** A row of one profile's list, in the order the rows were added. */
interface Owned<Row> {
  profileId: string;
  row: Row;
}

interface StoredVerification {
  id: string;
  profileId: string;
  documentKey: string;
  status: VerificationStatus;
  reviewedBy: string | null;
  createdAt: Date;
}

/** A user the services can be called as; `users` is another domain's, so only what they read. */
export function aUser(role: User['role'] = 'student', email = `${randomUUID()}@elev.no`): User {
  return Object.assign(new User(), { id: randomUUID(), email, role });
}

/** A form as `receiveMultipart` hands it over; `discarded` says whether it was cleaned up. */
export function aForm(
  fields: Record<string, string>,
  files: Pick<ReceivedFile, 'path' | 'kind'>[] = [],
): ReceivedForm & { discarded: boolean } {
  const form = {
    fields,
    files: files.map((file) => ({ ...file, field: 'file', bytes: 1 })),
    discarded: false,
    discard: async () => {
      form.discarded = true;
    },
  };
  return form;
}

/**
 * The student tables in memory, with the repositories over them and the real services on top.
 * Only what the SQL guarantees is copied (ownership, order, uniqueness, the transaction a lock
 * needs); the rules themselves stay in the services under test.
 */
export class InMemoryStudents {
  readonly profiles: StudentProfile[] = [];
  readonly education: Owned<EducationRow>[] = [];
  readonly skills: Owned<StoredSkill>[] = [];
  readonly work: Owned<WorkRow>[] = [];
  readonly grades: (Owned<GradeRow> & { verificationId: string | null })[] = [];
  readonly verifications: StoredVerification[] = [];
  readonly projects: Owned<ProjectRow>[] = [];
  readonly badges: Owned<BadgeRow>[] = [];
  /** Applications per student user id: the applications module's, counted on the profile. */
  readonly applications = new Map<string, number>();
  readonly emails = new Map<string, string>();
  readonly vocations: Vocation[] = [
    { id: 1, name: 'Elektriker' },
    { id: 2, name: 'Tømrer' },
  ];
  /** The stored files: public URLs and private keys. */
  readonly files = new Set<string>();
  private transactionDepth = 0;
  private clock = Date.UTC(2026, 0, 1);

  readonly transactions = fake<Transactions>({
    run: async (work) => {
      this.transactionDepth += 1;
      try {
        return await work();
      } finally {
        this.transactionDepth -= 1;
      }
    },
    afterCommit: (then) => then(),
  });

  readonly uploads = fake<UploadStorage>({
    save: async (folder: string, _data: Buffer, kind: FileKind) =>
      this.store(`/api/uploads/${folder}`, kind),
    incomingPath: async () => `/tmp/incoming/${randomUUID()}`,
    publish: async (_file: string, folder: string, kind: FileKind) =>
      this.store(`/api/uploads/${folder}`, kind),
    keepPrivate: async (_file: string, folder: string, kind: FileKind) => this.store(folder, kind),
    privatePath: (key: string) => (this.files.has(key) ? `/private/${key}` : null),
    remove: async (url) => void this.files.delete(url ?? ''),
    publicPath: (url) => url ?? null,
    removeAll: async (urls) => urls.forEach((url) => this.files.delete(url ?? '')),
    removePrivate: async (key) => void this.files.delete(key ?? ''),
  });

  readonly vocationsService = fake<VocationsService>({
    list: async () => this.vocations,
    find: async (id) => this.vocations.find((v) => v.id === id) ?? null,
    exists: async (id) => this.vocations.some((v) => v.id === id),
    existing: async (ids) => new Set(ids.filter((id) => this.vocations.some((v) => v.id === id))),
  });

  readonly profileRepository = fake<StudentProfilesRepository>({
    findByUser: async (userId) => copy(this.profiles.find((p) => p.userId === userId)),
    findByUserWithApplications: async (userId) => {
      const row = copy(this.profiles.find((p) => p.userId === userId));
      return row ? { row, applications: this.applications.get(userId) ?? 0 } : null;
    },
    findById: async (id) => copy(this.profiles.find((p) => p.id === id)),
    // Deleting accounts is the privacy module's, tested against PostgreSQL.
    findWithClosing: async (id) => {
      const row = copy(this.profiles.find((p) => p.id === id));
      return row ? { row, closing: false } : null;
    },
    summariesOf: async (userIds) =>
      this.profiles
        .filter((p) => userIds.includes(p.userId))
        .map((p) => ({
          userId: p.userId,
          uuid: p.id,
          name: p.name,
          headline: p.headline,
          location: p.location,
          school: p.school,
          profilePicture: p.profilePictureThumbUrl ?? p.profilePictureUrl,
        })),
    create: async (userId, school) => {
      if (this.profiles.some((p) => p.userId === userId)) throw new Error('unique: user_id');
      this.profiles.push(this.newProfile(userId, school));
    },
    createIfMissing: async (userId, school) => {
      if (!this.profiles.some((p) => p.userId === userId))
        this.profiles.push(this.newProfile(userId, school));
    },
    lock: async (id) => {
      this.requireTransaction('student_profiles');
      return copy(this.profiles.find((p) => p.id === id));
    },
    update: async (id, changes) => {
      const row = this.profiles.find((p) => p.id === id);
      if (row) Object.assign(row, changes, { updatedAt: this.now() });
    },
    countView: async (id) => {
      const row = this.profiles.find((p) => p.id === id);
      if (row) row.views += 1;
    },
    adminList: async ({ q, page, limit }) => {
      const rows = this.profiles
        .map((p) => ({
          uuid: p.id,
          name: p.name,
          email: this.emails.get(p.userId) ?? '',
          school: p.school,
          education_count: this.education.filter((e) => e.profileId === p.id).length,
          skills_count: this.skills.filter((s) => s.profileId === p.id).length,
          profile_picture_url: p.profilePictureUrl,
          completion_percentage: p.completion,
        }))
        .filter((row) =>
          [row.name ?? '', row.email, row.school].some((text) =>
            text.toLowerCase().includes(q.toLowerCase()),
          ),
        )
        .sort((a, b) => (a.name ?? '\uffff').localeCompare(b.name ?? '\uffff'));
      return { rows: rows.slice((page - 1) * limit, page * limit), total: rows.length };
    },
    findByIds: async (ids) =>
      this.profiles.filter((p) => ids.includes(p.id)).map((p) => ({ ...p })),
    // Substring matching only: relevance and typo tolerance are the SQL's, tested against PostgreSQL.
    directory: async ({ name, city, vocation, page, limit, joinedBefore }) => {
      const contains = (value: string | null, text: string) =>
        !text || (value ?? '').toLowerCase().includes(text.toLowerCase());
      const rows = this.profiles
        .filter(
          (p) =>
            p.name !== null &&
            contains(p.name, name) &&
            contains(p.location, city) &&
            (!vocation ||
              this.skills.some((s) => s.profileId === p.id && s.row.vocation_id === vocation)) &&
            (!joinedBefore || p.createdAt <= joinedBefore),
        )
        .sort((a, b) => b.completion - a.completion)
        .map((p) => ({
          uuid: p.id,
          user_id: p.userId,
          name: p.name,
          profile_picture_url: p.profilePictureUrl,
          headline: p.headline,
          location: p.location,
          lookingFor: p.lookingFor,
          bio: p.bio,
          completion: p.completion,
          skills_count: this.skills.filter((s) => s.profileId === p.id).length,
          grades_count: this.grades.filter((g) => g.profileId === p.id).length,
          badges_count: this.badges.filter((b) => b.profileId === p.id).length,
          concatenated_vocations_id: '',
        }));
      return { rows: rows.slice((page - 1) * limit, page * limit), total: rows.length };
    },
  });

  readonly educationRepository = fake<EducationRepository>({
    listQuery: NO_SQL,
    ...this.listOf(this.education),
    add: async (profileId, entry) =>
      this.push(this.education, profileId, {
        id: randomUUID(),
        education_name: entry.educationName,
        school_name: entry.schoolName,
        year_period: entry.yearPeriod,
        description: entry.description,
      }),
    updateOwn: async (id, profileId, entry) => {
      const item = this.education.find((e) => e.row.id === id && e.profileId === profileId);
      if (!item) return null;
      Object.assign(item.row, {
        education_name: entry.educationName,
        school_name: entry.schoolName,
        year_period: entry.yearPeriod,
        description: entry.description,
      });
      return { ...item.row };
    },
  });

  readonly skillsRepository = fake<SkillsRepository>({
    listQuery: NO_SQL,
    ...this.listOf(this.skills),
    list: async (profileId) =>
      this.rowsOf(this.skills, profileId).map((skill): SkillRow => ({
        ...skill,
        vocation_name: this.vocations.find((v) => v.id === skill.vocation_id)!.name,
      })),
    add: async (profileId, skill) => {
      const name = skill.name.toLowerCase();
      if (this.rowsOf(this.skills, profileId).some((s) => s.skill_name.toLowerCase() === name))
        return 'duplicate';
      return this.push(this.skills, profileId, {
        id: randomUUID(),
        skill_name: skill.name,
        proficiency: skill.proficiency,
        vocation_id: skill.vocationId,
      });
    },
    updateOwn: async (id, profileId, skill) => {
      const item = this.skills.find((s) => s.row.id === id && s.profileId === profileId);
      if (!item) return null;
      const name = skill.name.toLowerCase();
      const others = this.rowsOf(this.skills, profileId).filter((s) => s.id !== id);
      if (others.some((s) => s.skill_name.toLowerCase() === name)) return 'duplicate';
      Object.assign(item.row, {
        skill_name: skill.name,
        proficiency: skill.proficiency,
        vocation_id: skill.vocationId,
      });
      return { ...item.row };
    },
  });

  readonly workRepository = fake<WorkExperienceRepository>({
    listQuery: NO_SQL,
    ...this.listOf(this.work),
    add: async (profileId, entry) =>
      this.push(this.work, profileId, {
        id: randomUUID(),
        position: entry.position,
        company: entry.company,
        year_period: entry.year_period,
        description: entry.description,
      }),
    updateOwn: async (id, profileId, entry) => {
      const item = this.work.find((w) => w.row.id === id && w.profileId === profileId);
      if (!item) return null;
      Object.assign(item.row, {
        position: entry.position,
        company: entry.company,
        year_period: entry.year_period,
        description: entry.description,
      });
      return { ...item.row };
    },
  });

  readonly gradesRepository = fake<GradesRepository>({
    listQuery: NO_SQL,
    list: async (profileId) => this.rowsOf(this.grades, profileId),
    deleteOwn: async (id, profileId) => {
      const item = this.take(this.grades, id, profileId);
      return item && { verification_id: item.verificationId };
    },
    findOwn: async (profileId, ids) =>
      this.rowsOf(this.grades, profileId).filter((g) => ids.includes(g.id)),
    addAll: async (profileId, grades) =>
      grades.map((g) => {
        const row: GradeRow = {
          id: randomUUID(),
          subject: g.subject,
          grade: g.grade,
          verification_status: 'none',
          verified_at: null,
        };
        this.grades.push({ profileId, row, verificationId: null });
        return { ...row };
      }),
    attachToDocument: async (gradeIds, verificationId, verifiedIds) => {
      this.requireTransaction('student_grades');
      for (const grade of this.grades.filter((g) => gradeIds.includes(g.row.id))) {
        const verified = verifiedIds.includes(grade.row.id);
        grade.verificationId = verificationId;
        grade.row.verification_status = verified ? 'verified' : 'pending';
        grade.row.verified_at = verified ? this.now() : null;
      }
    },
    settleReview: async (verificationId, underReview, approvedIds) => {
      this.requireTransaction('student_grades');
      for (const grade of this.grades) {
        if (grade.verificationId !== verificationId) continue;
        if (grade.row.verification_status !== underReview) continue;
        const approved = approvedIds.includes(grade.row.id);
        grade.row.verification_status = approved ? 'verified' : 'none';
        grade.row.verified_at = approved ? (grade.row.verified_at ?? this.now()) : null;
      }
    },
  });

  readonly verificationsRepository = fake<GradeVerificationsRepository>({
    create: async (profileId, documentKey, status) => {
      this.requireTransaction('grade_verifications');
      const id = randomUUID();
      this.verifications.push({
        id,
        profileId,
        documentKey,
        status,
        reviewedBy: null,
        createdAt: this.now(),
      });
      return id;
    },
    deleteUnused: async (profileId) => {
      const unused = this.verifications.filter(
        (v) => v.profileId === profileId && !this.grades.some((g) => g.verificationId === v.id),
      );
      for (const v of unused) this.verifications.splice(this.verifications.indexOf(v), 1);
      return unused.map((v) => v.documentKey);
    },
    reviewList: async (list) => {
      const [gradeStatus, status] =
        list === 'pending' ? ['pending', 'pending'] : ['verified', 'reviewed'];
      const rows = this.verifications
        .filter((v) => v.status === status && v.reviewedBy === null)
        .map((v) => {
          const profile = this.profiles.find((p) => p.id === v.profileId)!;
          const grades = this.grades
            .filter((g) => g.verificationId === v.id && g.row.verification_status === gradeStatus)
            .map(({ row }) => ({ id: row.id, subject: row.subject, grade: row.grade }));
          return {
            id: v.id,
            created_at: v.createdAt,
            profile_id: profile.id,
            name: profile.name,
            email: this.emails.get(profile.userId) ?? '',
            grades,
          };
        })
        .filter((row) => row.grades.length > 0);
      return list === 'pending' ? rows : rows.reverse();
    },
    documentKey: async (id) => this.verifications.find((v) => v.id === id)?.documentKey ?? null,
    markReviewed: async (id, adminId) => {
      this.requireTransaction('grade_verifications');
      const verification = this.verifications.find((v) => v.id === id && v.reviewedBy === null);
      if (!verification) return null;
      const was = verification.status;
      Object.assign(verification, { status: 'reviewed', reviewedBy: adminId });
      return was;
    },
  });

  readonly projectsRepository = fake<ProjectsRepository>({
    listQuery: NO_SQL,
    ...this.listOf(this.projects),
    add: async (profileId, text, imageUrls) =>
      this.push(this.projects, profileId, { id: randomUUID(), ...text, image_urls: imageUrls }),
    lockOwnImages: async (id, profileId) => {
      this.requireTransaction('student_projects');
      const item = this.projects.find((p) => p.row.id === id && p.profileId === profileId);
      return item ? [...item.row.image_urls] : null;
    },
    updateOwn: async (id, profileId, text, imageUrls) => {
      const item = this.projects.find((p) => p.row.id === id && p.profileId === profileId);
      if (!item) return null;
      Object.assign(item.row, text, { image_urls: imageUrls });
      return { ...item.row };
    },
  });

  readonly badgesRepository = fake<BadgesRepository>({
    listQuery: NO_SQL,
    list: async (profileId) =>
      this.rowsOf(this.badges, profileId).sort(
        (a, b) => new Date(b.earned_at).getTime() - new Date(a.earned_at).getTime(),
      ),
    award: async (profileId, { name, description }) => {
      const id = this.badgeIds.get(name) ?? randomUUID();
      this.badgeIds.set(name, id);
      if (this.badges.some((b) => b.profileId === profileId && b.row.id === id)) return false;
      this.badges.push({
        profileId,
        row: { id, name, description, image_url: null, earned_at: this.now() },
      });
      return true;
    },
  });
  /** The `badges` table: one id per badge name. */
  private readonly badgeIds = new Map<string, string>();

  /** The lists together, as each list's own fake answers it. */
  readonly listsRepository = fake<ProfileListsRepository>({
    of: async (profileId) => {
      const [education, skills, work, grades, projects, badges] = await Promise.all([
        this.educationRepository.list(profileId),
        this.skillsRepository.list(profileId),
        this.workRepository.list(profileId),
        this.gradesRepository.list(profileId),
        this.projectsRepository.list(profileId),
        this.badgesRepository.list(profileId),
      ]);
      return { education, skills, work, grades, projects, badges };
    },
  });

  readonly profileService = new StudentProfilesService(
    this.profileRepository,
    this.listsRepository,
    this.badgesRepository,
    this.transactions,
    this.uploads,
  );
  readonly educationService = new EducationService(this.educationRepository, this.profileService);
  readonly skillsService = new SkillsService(
    this.skillsRepository,
    this.profileService,
    this.vocationsService,
  );
  readonly workService = new WorkExperienceService(this.workRepository, this.profileService);
  readonly gradesService = new GradesService(
    this.gradesRepository,
    this.verificationsRepository,
    this.profileService,
    this.uploads,
  );
  readonly verificationService = new GradeVerificationService(
    this.gradesRepository,
    this.verificationsRepository,
    this.transactions,
    this.profileService,
    this.uploads,
  );
  readonly reviewService = new GradeReviewService(
    this.verificationsRepository,
    this.gradesRepository,
    this.transactions,
    this.uploads,
  );
  readonly projectsService = new ProjectsService(
    this.projectsRepository,
    this.transactions,
    this.profileService,
    this.uploads,
  );

  /** A student with a profile, registered at `school`. */
  async student(school = 'Bergen tekniske fagskole'): Promise<User> {
    const user = aUser('student');
    this.emails.set(user.id, user.email);
    await this.profileService.createForRegistration(user.id, school);
    return user;
  }

  profileOf(user: User): StudentProfile {
    return this.profiles.find((p) => p.userId === user.id)!;
  }

  /** The stored score of the user's profile. */
  completionOf(user: User): number {
    return this.profileOf(user).completion;
  }

  private newProfile(userId: string, school: string): StudentProfile {
    return Object.assign(new StudentProfile(), {
      id: randomUUID(),
      userId,
      school,
      name: null,
      headline: null,
      bio: null,
      location: null,
      lookingFor: null,
      gradient: null,
      profilePictureUrl: null,
      profilePictureThumbUrl: null,
      videoUrl: null,
      views: 0,
      completion: 0,
      createdAt: this.now(),
      updatedAt: this.now(),
    });
  }

  /** What every list repository shares: the profile's rows, and deleting one of them. */
  private listOf<Row extends { id: string }>(table: Owned<Row>[]) {
    return {
      list: async (profileId: string) => this.rowsOf(table, profileId),
      deleteOwn: async (id: string, profileId: string) =>
        this.take(table, id, profileId)?.row ?? null,
    };
  }

  private rowsOf<Row>(table: Owned<Row>[], profileId: string): Row[] {
    return table.filter((item) => item.profileId === profileId).map((item) => ({ ...item.row }));
  }

  private push<Row>(table: Owned<Row>[], profileId: string, row: Row): Row {
    table.push({ profileId, row });
    return { ...row };
  }

  private take<Item extends Owned<{ id: string }>>(
    table: Item[],
    id: string,
    profileId: string,
  ): Item | null {
    const index = table.findIndex((item) => item.row.id === id && item.profileId === profileId);
    return index === -1 ? null : table.splice(index, 1)[0];
  }

  private store(folder: string, kind: FileKind): string {
    const name = `${folder}/${randomUUID()}.${kind}`;
    this.files.add(name);
    return name;
  }

  // FOR UPDATE outside a transaction locks nothing: the fakes refuse it, so a test shows it.
  private requireTransaction(table: string): void {
    if (this.transactionDepth === 0)
      throw new Error(`${table} locked or changed outside a transaction`);
  }

  private now(): Date {
    return new Date((this.clock += 1000));
  }
}

function copy<T extends object>(row: T | undefined): T | null {
  return row ? { ...row } : null;
}
