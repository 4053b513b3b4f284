import 'reflect-metadata';
import { verify } from '@node-rs/argon2';
import { profileCompletion } from '@yrkesbro/contracts';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { loadConfig } from '../config/app-config';
import { dataSourceOptions } from '../database/data-source-options';
import { hashPassword } from '../modules/auth/password-hasher';
import { Business } from '../modules/businesses/business.entity';
import { Job } from '../modules/jobs/job.entity';
import { StudentProfile } from '../modules/students/student-profile.entity';
import { Vocation } from '../modules/vocations/vocation.entity';
import { TwoFactorCredential } from '../modules/auth/entities/two-factor-credential.entity';
import { SecretBox } from '../modules/auth/two-factor/secret-box';
import { otpauthUrl } from '../modules/auth/two-factor/totp';
import { User } from '../modules/users/user.entity';
import { DEMO_ACCOUNTS, DEMO_ADMIN_TOTP_SECRET } from './demo-accounts';
import type { DemoAccount, DemoCompany, DemoStudent } from './demo-accounts';

/**
 * Applies migrations and the demo data, idempotently: existing rows are left as they are,
 * so a second `npm start` keeps whatever the person changed.
 */
async function seed(): Promise<void> {
  const config = loadConfig();
  if (config.isProduction && process.env.SEED_DEMO !== 'true') {
    throw new Error('Demodata legges ikke inn i produksjon (sett SEED_DEMO=true for å tvinge).');
  }
  const dataSource = await new DataSource(dataSourceOptions(config.databaseUrl)).initialize();
  try {
    const accounts: DemoAccount[] = [...DEMO_ACCOUNTS];
    const adminPassword = process.env.ADMIN_PASSWORD;
    if (adminPassword) {
      accounts.push({
        email: config.adminEmail,
        password: adminPassword,
        role: 'admin',
        label: 'Administrator',
      });
    } else {
      console.warn('ADMIN_PASSWORD er ikke satt: administratorkontoen opprettes ikke.');
    }
    for (const account of accounts) {
      await seedAccount(dataSource, account);
    }
    if (adminPassword && !config.isProduction) {
      await keepDemoAdminPassword(dataSource, config.adminEmail, adminPassword);
    }
    console.log('Demokontoer (e-post / passord):');
    for (const account of accounts) {
      console.log(`  ${account.label.padEnd(22)} ${account.email} / ${account.password}`);
    }
    if (adminPassword && !config.isProduction) {
      await enrolDemoAdmin(dataSource, config.adminEmail, new SecretBox(config.totpEncryptionKey));
    }
  } finally {
    await dataSource.destroy();
  }
}

/**
 * The admin must sign in with a code from an authenticator app. The demo admin gets the known
 * demo secret (once; a secret the person has set up since is kept), printed for their app.
 * In production the admin enrols with a secret of their own at the first login instead.
 */
async function enrolDemoAdmin(dataSource: DataSource, email: string, box: SecretBox) {
  const admin = await dataSource.getRepository(User).findOneByOrFail({ email });
  const credentials = dataSource.getRepository(TwoFactorCredential);
  const existing = await credentials.findOneBy({ userId: admin.id });
  const stored = existing ? readable(box, existing.secretCiphertext) : null;
  if (!existing) {
    await credentials.insert({
      userId: admin.id,
      secretCiphertext: box.encrypt(DEMO_ADMIN_TOTP_SECRET),
    });
  } else if (stored === null) {
    // Sealed with another key (the database was seeded from another checkout's .data): no code
    // could ever be checked against it, so the demo secret takes its place.
    await credentials.update(
      { userId: admin.id },
      { secretCiphertext: box.encrypt(DEMO_ADMIN_TOTP_SECRET) },
    );
  } else if (stored !== DEMO_ADMIN_TOTP_SECRET) {
    console.log('Administratoren logger inn med koden fra appen som ble satt opp.');
    return;
  }
  console.log(
    'Administratoren logger inn med passord og en kode fra en autentiseringsapp (TOTP).\n' +
      `  Legg demohemmeligheten inn i appen: ${DEMO_ADMIN_TOTP_SECRET}\n` +
      `  (eller som adresse: ${otpauthUrl(email, DEMO_ADMIN_TOTP_SECRET)})`,
  );
}

function readable(box: SecretBox, ciphertext: string): string | null {
  try {
    return box.decrypt(ciphertext);
  } catch {
    return null;
  }
}

/**
 * The demo admin's password is the one this checkout's .data holds and `npm start` prints. A
 * database seeded from another checkout (another .data) has another: it is set to this one, so
 * that the printed password signs in.
 */
async function keepDemoAdminPassword(dataSource: DataSource, email: string, password: string) {
  const users = dataSource.getRepository(User);
  const admin = await users.findOneByOrFail({ email });
  if (admin.passwordHash && (await verify(admin.passwordHash, password).catch(() => false))) return;
  await users.update({ id: admin.id }, { passwordHash: await hashPassword(password) });
  console.log('Administratorens passord er satt til det i denne mappens .data/dev-secrets.json.');
}

/** Creates what is missing of a demo account and leaves what exists untouched. */
async function seedAccount(dataSource: DataSource, account: DemoAccount): Promise<void> {
  await dataSource.transaction(async (manager) => {
    const users = manager.getRepository(User);
    const user =
      (await users.findOneBy({ email: account.email })) ??
      (await users.save(
        users.create({
          email: account.email,
          passwordHash: await hashPassword(account.password),
          role: account.role,
          emailVerifiedAt: new Date(),
        }),
      ));
    if (account.school) {
      await manager
        .createQueryBuilder()
        .insert()
        .into(StudentProfile)
        .values({ userId: user.id, school: account.school })
        .orIgnore()
        .execute();
    }
    if (account.student) await seedStudent(manager, user.id, account.student);
    if (account.company) await seedCompany(manager, user.id, account.company);
  });
}

/**
 * The student's profile and lists, once: a profile with a name is the student's own by now.
 * Rows get clock_timestamp(), since lists are shown in the order added and now() is one
 * instant for the whole transaction.
 */
async function seedStudent(
  manager: EntityManager,
  userId: string,
  student: DemoStudent,
): Promise<void> {
  const profiles = manager.getRepository(StudentProfile);
  const profile = await profiles.findOneByOrFail({ userId });
  if (profile.name) return;
  const vocationId = async (name: string) =>
    (await manager.getRepository(Vocation).findOneByOrFail({ name })).id;
  for (const entry of student.education) {
    await manager.query(
      `INSERT INTO student_education (student_id, education_name, school_name, year_period, description, created_at)
       VALUES ($1, $2, $3, $4, $5, clock_timestamp())`,
      [profile.id, entry.educationName, entry.schoolName, entry.yearPeriod, entry.description],
    );
  }
  for (const skill of student.skills) {
    await manager.query(
      `INSERT INTO student_skills (student_id, skill_name, proficiency, vocation_id, created_at)
       VALUES ($1, $2, $3, $4, clock_timestamp())`,
      [profile.id, skill.name, skill.proficiency, await vocationId(skill.vocation)],
    );
  }
  for (const work of student.work) {
    await manager.query(
      `INSERT INTO student_work_experience (student_id, position, company, year_period, description, created_at)
       VALUES ($1, $2, $3, $4, $5, clock_timestamp())`,
      [profile.id, work.position, work.company, work.yearPeriod, work.description],
    );
  }
  for (const grade of student.grades) {
    await manager.query(
      `INSERT INTO student_grades (student_id, subject, grade, created_at)
       VALUES ($1, $2, $3, clock_timestamp())`,
      [profile.id, grade.subject, grade.grade],
    );
  }
  Object.assign(profile, {
    name: student.name,
    headline: student.headline,
    bio: student.bio,
    location: student.location,
    lookingFor: student.lookingFor,
  });
  profile.completion = profileCompletion({
    profile_picture_url: null,
    name: student.name,
    headline: student.headline,
    bio: student.bio,
    location: student.location,
    lookingfor: student.lookingFor,
    video_resumes: null,
    education_count: student.education.length,
    skills_count: student.skills.length,
    work_count: student.work.length,
    grades_count: student.grades.length,
    projects_count: 0,
    badges_count: 0,
  });
  await profiles.save(profile);
  // Students of the last 48 hours are listed only to Premium (early access); the demo student
  // is an established one, so a fresh start's directory shows her to the demo businesses.
  await manager.query(
    `UPDATE student_profiles SET created_at = now() - interval '30 days' WHERE id = $1`,
    [profile.id],
  );
}

/** The company with its profile and jobs, once: a company that has jobs is left as it is. */
async function seedCompany(
  manager: EntityManager,
  userId: string,
  company: DemoCompany,
): Promise<void> {
  const vocationId = async (name: string): Promise<number> =>
    (await manager.getRepository(Vocation).findOneByOrFail({ name })).id;
  const businesses = manager.getRepository(Business);
  const business = (await businesses.findOneBy({ userId })) ?? businesses.create({ userId });
  if (!business.profileCompletedAt) {
    Object.assign(business, {
      companyName: company.name,
      organizationNumber: company.organizationNumber,
      description: company.description,
      industry: await vocationId(company.industry),
      location: company.location,
      website: company.website,
      phoneNumber: company.phone,
      contactEmail: company.contactEmail ?? null,
      profileCompletedAt: new Date(),
    });
    await businesses.save(business);
  }
  const jobs = manager.getRepository(Job);
  if (await jobs.existsBy({ businessId: business.id })) return;
  for (const job of company.jobs) {
    await jobs.save(
      jobs.create({
        businessId: business.id,
        title: job.title,
        description: job.description,
        requirements: job.requirements,
        location: job.location,
        salaryMin: job.salaryMin,
        salaryMax: job.salaryMax,
        vocationId: await vocationId(job.vocation),
        jobType: job.jobType,
        status: 'open',
      }),
    );
  }
}

seed().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
