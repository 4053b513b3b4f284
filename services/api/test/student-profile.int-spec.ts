import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  fieldEmptyMessage,
  fieldTooLongMessage,
  PROFILE_GRADIENT_OPTIONS,
  PROFILE_TEXT_MAX,
  STUDENT_MESSAGES,
} from '@yrkesbro/contracts';
import type { StudentProfile } from '@yrkesbro/contracts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type TestAgent from 'supertest/lib/agent';
import { startTestApp, testConfig } from './support/test-app';
import { createUser, signedInAgent } from './support/users';

describe('the student profile and its lists', () => {
  let app: NestFastifyApplication;
  let student: TestAgent;
  let rival: TestAgent;
  let business: TestAgent;
  let electrician: number;

  const own = async (): Promise<StudentProfile> =>
    (await student.get('/api/users/profile').expect(200)).body;

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'yb-profile-'));
    app = await startTestApp(
      testConfig({
        REDIS_PREFIX: `${process.env.REDIS_PREFIX}-profile`,
        UPLOAD_DIR: path.join(dir, 'public'),
        PRIVATE_UPLOAD_DIR: path.join(dir, 'private'),
      }),
    );
    const vocations: { id: number; name: string }[] = (
      await request(app.getHttpServer()).get('/api/vocations')
    ).body;
    electrician = vocations.find((v) => v.name === 'Elektriker')!.id;
    await createUser(app, { email: 'kari@elev.no', password: 'Elev1234', role: 'student' });
    await createUser(app, { email: 'per@elev.no', password: 'Elev1234', role: 'student' });
    await createUser(app, { email: 'sjef@firma.no', password: 'Bedrift1', role: 'business' });
    student = await signedInAgent(app, 'kari@elev.no', 'Elev1234');
    rival = await signedInAgent(app, 'per@elev.no', 'Elev1234');
    business = await signedInAgent(app, 'sjef@firma.no', 'Bedrift1');
  });

  afterAll(async () => {
    await app.close();
  });

  it('starts empty, at 0 %, with the default theme, and only for students', async () => {
    const profile = await own();
    expect(profile).toMatchObject({
      email: 'kari@elev.no',
      role: 'student',
      name: null,
      completionPercentage: 0,
      gradient: PROFILE_GRADIENT_OPTIONS[0].className,
      education: [],
      skills: [],
      applications: 0,
      is_own: true,
    });
    await business.get('/api/users/profile').expect(403);
    await request(app.getHttpServer()).get('/api/users/profile').expect(401);
  });

  it('updates any subset of fields and refuses empty text with the field name', async () => {
    const { body } = await student
      .put('/api/users/profile')
      .send({ name: '  Kari Nordmann ', headline: 'Elektrolærling', lookingfor: 'lærling' })
      .expect(200);
    expect(body).toMatchObject({
      name: 'Kari Nordmann',
      headline: 'Elektrolærling',
      lookingfor: 'lærling',
      completionPercentage: 25,
    });
    const empty = await student.put('/api/users/profile').send({ name: '   ' }).expect(400);
    expect(empty.body.message).toBe(fieldEmptyMessage('Navn'));
    // Zero-width spaces pass `trim`: the name was saved (200) and shown as nothing.
    const invisible = await student
      .put('/api/users/profile')
      .send({ name: ' \u200B\u200B\u200B ' })
      .expect(400);
    expect(invisible.body.message).toBe(fieldEmptyMessage('Navn'));
    const bad = await student
      .put('/api/users/profile')
      .send({
        gradient: 'bg-red-500',
        lookingfor: 'sommerjobb',
        video_resumes: 'https://x.no/v.mp4',
      })
      .expect(400);
    expect(bad.body.details).toEqual(
      expect.arrayContaining([
        'Ukjent profiltema',
        'Velg hva du ser etter',
        'Video-CV-en endres ved å laste opp en ny video',
      ]),
    );
    const longBio = await student
      .put('/api/users/profile')
      .send({ bio: 'x'.repeat(PROFILE_TEXT_MAX.bio + 1) })
      .expect(400);
    expect(longBio.body.message).toBe(fieldTooLongMessage('Om meg', PROFILE_TEXT_MAX.bio));
    const nulled = await student.put('/api/users/profile').send({ name: null }).expect(400);
    expect(nulled.body.message).toBe('Feltet kan ikke være tomt');
    expect((await own()).name).toBe('Kari Nordmann');
    const theme = PROFILE_GRADIENT_OPTIONS.find((g) => g.label === 'Midnatt')!.className;
    await student.put('/api/users/profile').send({ gradient: theme }).expect(200);
    expect((await own()).gradient).toBe(theme);
  });

  describe('education', () => {
    const entry = {
      educationName: 'Vg1 Elektro og datateknologi',
      schoolName: 'Byåsen videregående skole',
      yearPeriod: '2023–2024',
      description: 'Grunnleggende elektrofag',
    };

    it('adds, edits, lists and deletes; required fields give the spec message', async () => {
      const { body: added } = await student.post('/api/users/education').send(entry).expect(201);
      expect(added).toMatchObject({
        education_name: entry.educationName,
        school_name: entry.schoolName,
      });
      const missing = await student
        .post('/api/users/education')
        .send({ ...entry, schoolName: ' ' })
        .expect(400);
      expect(missing.body.message).toBe('Fyll inn alle nødvendige felter');
      const max = PROFILE_TEXT_MAX.educationDescription;
      const long = await student
        .put(`/api/users/education/${added.id}`)
        .send({ ...entry, description: 'x'.repeat(max + 1) })
        .expect(400);
      expect(long.body.message).toBe(fieldTooLongMessage('Beskrivelse', max));
      await student
        .put(`/api/users/education/${added.id}`)
        .send({ ...entry, yearPeriod: '2023–2025', description: '' })
        .expect(200);
      const list = (await student.get('/api/users/education').expect(200)).body;
      expect(list).toEqual([
        expect.objectContaining({ year_period: '2023–2025', description: '' }),
      ]);
      expect((await own()).educationDisplay).toBe(`${entry.educationName}, ${entry.schoolName}`);

      await rival.put(`/api/users/education/${added.id}`).send(entry).expect(404);
      await rival.delete(`/api/users/education/${added.id}`).expect(404);
      await student.delete('/api/users/education/not-a-uuid').expect(404);
      await student.delete(`/api/users/education/${added.id}`).expect(204);
      expect((await student.get('/api/users/education')).body).toEqual([]);
    });
  });

  describe('skills', () => {
    it('adds with proficiency 50 by default, tied to a vocation, one of each name', async () => {
      const { body } = await student
        .post('/api/users/skills')
        .send({ name: 'Kabelføring', vocationId: electrician })
        .expect(201);
      expect(body).toMatchObject({
        skill_name: 'Kabelføring',
        proficiency: 50,
        vocation_name: 'Elektriker',
      });
      const duplicate = await student
        .post('/api/users/skills')
        .send({ name: 'kabelføring', vocationId: electrician, proficiency: 80 })
        .expect(409);
      expect(duplicate.body.message).toBe(STUDENT_MESSAGES.skillDuplicate);
      const invalid = await student
        .post('/api/users/skills')
        .send({ name: 'Lodding', vocationId: 99999, proficiency: 101 })
        .expect(400);
      expect(invalid.body.message).toBe(STUDENT_MESSAGES.skillProficiencyInvalid);
      const unknownVocation = await student
        .post('/api/users/skills')
        .send({ name: 'Lodding', vocationId: 99999 })
        .expect(400);
      expect(unknownVocation.body.message).toBe(STUDENT_MESSAGES.skillVocationRequired);
      const hugeVocation = await student
        .post('/api/users/skills')
        .send({ name: 'Lodding', vocationId: 3_000_000_000 })
        .expect(400);
      expect(hugeVocation.body.message).toBe(STUDENT_MESSAGES.skillVocationRequired);
      await rival.delete(`/api/users/skills/${body.id}`).expect(404);
      const skills = (await student.get('/api/users/skills').expect(200)).body;
      expect(skills).toHaveLength(1);
    });

    it('edits the level, name and vocation of her own skill, still one of each name', async () => {
      const { body: skill } = await student
        .post('/api/users/skills')
        .send({ name: 'Sveising', vocationId: electrician, proficiency: 30 })
        .expect(201);
      const { body: other } = await student
        .post('/api/users/skills')
        .send({ name: 'Måling', vocationId: electrician })
        .expect(201);
      const { body: raised } = await student
        .put(`/api/users/skills/${skill.id}`)
        .send({ name: 'sveising', vocationId: electrician, proficiency: 85 })
        .expect(200);
      expect(raised).toEqual({
        id: skill.id,
        skill_name: 'sveising',
        proficiency: 85,
        vocation_id: electrician,
        vocation_name: 'Elektriker',
      });
      const duplicate = await student
        .put(`/api/users/skills/${skill.id}`)
        .send({ name: 'MÅLING', vocationId: electrician, proficiency: 85 })
        .expect(409);
      expect(duplicate.body.message).toBe(STUDENT_MESSAGES.skillDuplicate);
      const invalid = await student
        .put(`/api/users/skills/${skill.id}`)
        .send({ name: 'Sveising', vocationId: electrician, proficiency: 101 })
        .expect(400);
      expect(invalid.body.message).toBe(STUDENT_MESSAGES.skillProficiencyInvalid);
      await rival
        .put(`/api/users/skills/${skill.id}`)
        .send({ name: 'Sveising', vocationId: electrician })
        .expect(404);
      await student
        .put('/api/users/skills/not-a-uuid')
        .send({ name: 'Sveising', vocationId: electrician })
        .expect(404);
      const skills = (await student.get('/api/users/skills').expect(200)).body;
      expect(skills).toContainEqual(raised);
      for (const { id } of [skill, other]) {
        await student.delete(`/api/users/skills/${id}`).expect(204);
      }
    });
  });

  describe('work experience', () => {
    it('requires all four fields, and only the owner edits and deletes', async () => {
      const missing = await student
        .post('/api/users/work')
        .send({ year_period: '2024', company: 'Lys AS', position: '' })
        .expect(400);
      expect(missing.body.message).toBe('Fyll inn alle nødvendige felter');
      const job = {
        year_period: 'Sommer 2024',
        company: 'Lys og Kraft AS',
        position: 'Sommervikar',
        description: 'Hjalp montørene på byggeplass.',
      };
      // As long as Om meg, the profile's longest free text, and no longer.
      const max = PROFILE_TEXT_MAX.workDescription;
      const long = await student
        .post('/api/users/work')
        .send({ ...job, description: 'x'.repeat(max + 1) })
        .expect(400);
      expect(long.body.message).toBe(fieldTooLongMessage('Beskrivelse', max));
      const { body } = await student.post('/api/users/work').send(job).expect(201);
      expect(body).toMatchObject({ work_title: 'Sommervikar', work_name: 'Lys og Kraft AS' });
      const blank = await student
        .put(`/api/users/work/${body.id}`)
        .send({ ...job, company: ' ' })
        .expect(400);
      expect(blank.body.message).toBe('Fyll inn alle nødvendige felter');
      const changed = { ...job, position: 'Lærling', year_period: '2024–2025' };
      const { body: updated } = await student
        .put(`/api/users/work/${body.id}`)
        .send(changed)
        .expect(200);
      expect(updated).toEqual({
        id: body.id,
        work_title: 'Lærling',
        work_name: job.company,
        year_period: '2024–2025',
        description: job.description,
      });
      await rival.put(`/api/users/work/${body.id}`).send(job).expect(404);
      await student.put('/api/users/work/not-a-uuid').send(job).expect(404);
      await rival.delete(`/api/users/work/${body.id}`).expect(404);
      expect((await student.get('/api/users/work').expect(200)).body).toEqual([updated]);
    });
  });

  describe('grades', () => {
    it('ignores blank rows and needs at least one real one', async () => {
      const none = await student
        .post('/api/users/grades')
        .send({
          grades: [
            { subject: ' ', grade: '5' },
            { subject: 'Norsk', grade: '' },
          ],
        })
        .expect(400);
      expect(none.body.message).toBe('Vennligst legg til minst ett gyldig karakteroppføring');
      for (const grades of ['x', {}, null, [null, 5]]) {
        const odd = await student.post('/api/users/grades').send({ grades }).expect(400);
        expect(odd.body.message).toBe('Vennligst legg til minst ett gyldig karakteroppføring');
      }
      const { body } = await student
        .post('/api/users/grades')
        .send({
          grades: [
            { subject: 'Norsk', grade: '4' },
            { subject: '', grade: '' },
            { subject: 'Matematikk 1P', grade: '5' },
          ],
        })
        .expect(201);
      expect(body.map((g: { name: string }) => g.name)).toEqual(['Norsk', 'Matematikk 1P']);
      expect(body[0]).toMatchObject({ verifiedAt: null, verification_status: 'none' });
      await rival.delete(`/api/users/grades/${body[0].idstudent_grades}`).expect(404);
      await student.delete(`/api/users/grades/${body[0].idstudent_grades}`).expect(204);
      expect((await student.get('/api/users/grades')).body).toHaveLength(1);
    });
  });

  describe('the public profile', () => {
    it('shows the profile to a business, counts the visit, and hides the e-mail', async () => {
      const { id } = await own();
      const { body } = await business.get(`/api/users/profile/${id}`).expect(200);
      expect(body).toMatchObject({
        id,
        name: 'Kari Nordmann',
        is_own: false,
        skills_count: 1,
        grades_count: 1,
        views: 1,
      });
      expect(body).not.toHaveProperty('email');
      expect(body.badges).toEqual([]);
      expect((await student.get('/api/users/badges').expect(200)).body).toEqual([]);
      await business.get('/api/users/badges').expect(403);
      expect(body.skills[0]).toMatchObject({ skill_name: 'Kabelføring', proficiency: 50 });
      const mine = (await student.get(`/api/users/profile/${id}`).expect(200)).body;
      expect(mine).toMatchObject({ is_own: true, views: 1 });
    });

    it('shows another student all but the grades, which only their count gives away', async () => {
      const { id } = await own();
      const { body } = await rival.get(`/api/users/profile/${id}`).expect(200);
      expect(body).toMatchObject({ is_own: false, grades_count: 1, locked: ['grades'] });
      expect(body).not.toHaveProperty('grades');
      expect(body.skills).toHaveLength(1);
      const mine = (await student.get(`/api/users/profile/${id}`).expect(200)).body;
      expect(mine.grades).toHaveLength(1);
    });

    it('counts every visit of a profile that many open at once, before it answers them', async () => {
      const { id, views } = await own();
      const visitors = [business, rival];
      const visits = 12;
      await Promise.all(
        Array.from({ length: visits }, (_, at) =>
          visitors[at % 2].get(`/api/users/profile/${id}`).expect(200),
        ),
      );
      expect((await own()).views).toBe(views + visits);
    });

    it('answers 404 with the spec text for an unknown or malformed id, 401 signed out', async () => {
      const missing = await business
        .get('/api/users/profile/00000000-0000-4000-8000-000000000000')
        .expect(404);
      expect(missing.body.message).toBe('Profil ikke funnet');
      await business.get('/api/users/profile/nope').expect(404);
      await request(app.getHttpServer())
        .get('/api/users/profile/00000000-0000-4000-8000-000000000000')
        .expect(401);
    });

    it("shows each list as the list's own route does, in its order, though read in one statement", async () => {
      const db = app.get(DataSource);
      const { id } = await own();
      for (const name of ['Vg1 Elektro', 'Vg2 Elenergi']) {
        await student
          .post('/api/users/education')
          .send({ educationName: name, schoolName: 'Byåsen', yearPeriod: '2024', description: '' })
          .expect(201);
      }
      await student
        .post('/api/users/skills')
        .send({ name: 'Lodding', vocationId: electrician })
        .expect(201);
      for (const position of ['Sommervikar', 'Helgejobb']) {
        await student
          .post('/api/users/work')
          .send({ year_period: '2024', company: 'Lys AS', position, description: 'Hjalp til.' })
          .expect(201);
      }
      await student
        .post('/api/users/grades')
        .send({ grades: [{ subject: 'Matematikk', grade: '5' }] })
        .expect(201);
      await db.query(
        `UPDATE student_grades SET verification_status = 'verified', verified_at = now()
          WHERE student_id = $1 AND subject = 'Matematikk'`,
        [id],
      );
      // Projects come with pictures (multipart) and badges from assessments: written here as rows.
      await db.query(
        `INSERT INTO student_projects (student_id, title, description, image_urls, created_at)
         VALUES ($1, 'Garasjelys', 'Nytt lys.', ARRAY['/uploads/a.webp'], now() - interval '1 day'),
                ($1, 'Ladeboks', 'Montert.', ARRAY['/uploads/b.webp', '/uploads/c.webp'], now())`,
        [id],
      );
      const badges: { id: string }[] = await db.query(
        `INSERT INTO badges (name, description) VALUES ('Første test', 'Tok en test'), ('Elektro', 'Bestod')
         RETURNING id`,
      );
      await db.query(
        `INSERT INTO student_badges (student_id, badge_id, earned_at)
         VALUES ($1, $2, now() - interval '2 days'), ($1, $3, now())`,
        [id, badges[0].id, badges[1].id],
      );

      const mine = (await student.get('/api/users/profile').expect(200)).body;
      const listed = async (route: string) => (await student.get(route).expect(200)).body;
      expect(mine.education).toEqual(await listed('/api/users/education'));
      expect(mine.skills).toEqual(await listed('/api/users/skills'));
      expect(mine.work_experience).toEqual(await listed('/api/users/work'));
      expect(mine.grades).toEqual(await listed('/api/users/grades'));
      expect(mine.projects).toEqual(await listed('/api/users/projects'));
      expect(mine.badges).toEqual(await listed('/api/users/badges'));
      expect(mine.education.map((e: { education_name: string }) => e.education_name)).toEqual([
        'Vg1 Elektro',
        'Vg2 Elenergi',
      ]);
      expect(mine.projects.map((p: { project_title: string }) => p.project_title)).toEqual([
        'Garasjelys',
        'Ladeboks',
      ]);
      expect(mine.badges.map((b: { name: string }) => b.name)).toEqual(['Elektro', 'Første test']);
      expect(mine.grades.find((g: { name: string }) => g.name === 'Matematikk').verifiedAt).toMatch(
        /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/,
      );
      expect(mine).toMatchObject({ badges_count: 2, projects_count: 2 });
    });
  });
});
