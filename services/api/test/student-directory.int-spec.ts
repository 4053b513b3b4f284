import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FavoriteStudent, StudentDirectoryResponse } from '@yrkesbro/contracts';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { buyPlan, seedStudent } from './support/plans';
import type { SeededStudent } from './support/plans';
import { startTestApp, testConfig } from './support/test-app';
import { createUser, signedInAgent } from './support/users';

describe('the student directory and favourite students', () => {
  let app: NestFastifyApplication;
  let business: TestAgent;
  let rival: TestAgent;
  let premium: TestAgent;
  let student: TestAgent;
  let admin: TestAgent;
  let electrician: number;
  let plumber: number;
  let ingrid: SeededStudent;
  let ola: SeededStudent;

  const directory = async (agent: TestAgent, query: string): Promise<StudentDirectoryResponse> =>
    (await agent.get(`/api/users/students?${query}`).expect(200)).body;
  const names = (page: StudentDirectoryResponse) => page.students.map((s) => s.name);

  beforeAll(async () => {
    app = await startTestApp(testConfig({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}-directory` }));
    const vocations: { id: number; name: string }[] = (
      await request(app.getHttpServer()).get('/api/vocations')
    ).body;
    electrician = vocations.find((v) => v.name === 'Elektriker')!.id;
    plumber = vocations.find((v) => v.name === 'Rørlegger')!.id;
    await createUser(app, { email: 'sjef@firma.test', password: 'Bedrift1', role: 'business' });
    await createUser(app, { email: 'rival@firma.test', password: 'Bedrift1', role: 'business' });
    await createUser(app, { email: 'premium@firma.test', password: 'Bedrift1', role: 'business' });
    await createUser(app, { email: 'kari@elev.test', password: 'Elev1234', role: 'student' });
    await createUser(app, { email: 'admin@yrkesbro.test', password: 'Admin1234', role: 'admin' });
    business = await signedInAgent(app, 'sjef@firma.test', 'Bedrift1');
    rival = await signedInAgent(app, 'rival@firma.test', 'Bedrift1');
    premium = await signedInAgent(app, 'premium@firma.test', 'Bedrift1');
    student = await signedInAgent(app, 'kari@elev.test', 'Elev1234');
    admin = await signedInAgent(app, 'admin@yrkesbro.test', 'Admin1234');
    ingrid = await seedStudent(app, {
      name: 'Ingrid Hansen',
      location: 'Bergen',
      headline: 'Elektrolærling',
      completion: 60,
      vocationIds: [electrician],
    });
    ola = await seedStudent(app, {
      name: 'Ola Nordmann',
      location: 'Oslo',
      completion: 90,
      vocationIds: [plumber],
    });
    await seedStudent(app, { name: 'Ingvild Berg', location: 'Bergen', completion: 30 });
    await seedStudent(app, { name: 'Per Olsen', location: 'Trondheim', completion: 75 });
    await seedStudent(app, {
      name: 'Nina Ny',
      location: 'Bergen',
      completion: 100,
      vocationIds: [electrician],
      joinedHoursAgo: 2,
    });
    await buyPlan(app, premium, 3);
  });

  afterAll(async () => {
    await app.close();
  });

  it('is for businesses only: 401 signed out, 403 for students and the admin', async () => {
    await request(app.getHttpServer()).get('/api/users/students').expect(401);
    await student.get('/api/users/students').expect(403);
    await admin.get('/api/users/students').expect(403);
    await request(app.getHttpServer()).get('/api/users/favorites').expect(401);
    await student.get('/api/users/favorites').expect(403);
    await student.post(`/api/users/favorites/${ingrid.uuid}`).expect(403);
  });

  it('lists the most complete profiles first, with the card fields and counts', async () => {
    const page = await directory(business, '');
    expect(names(page)).toEqual(['Ola Nordmann', 'Per Olsen', 'Ingrid Hansen', 'Ingvild Berg']);
    expect(page).toMatchObject({ total: 4, page: 1, limit: 24 });
    expect(page.students.find((s) => s.uuid === ingrid.uuid)).toEqual({
      uuid: ingrid.uuid,
      user_id: ingrid.userId,
      name: 'Ingrid Hansen',
      profile_picture_url: null,
      headline: 'Elektrolærling',
      location: 'Bergen',
      lookingFor: null,
      bio: 'Motivert og pliktoppfyllende.',
      skills_count: 1,
      grades_count: 0,
      badges_count: 0,
      concatenated_vocations_id: String(electrician),
      completion: 60,
      is_favorite: false,
    });
  });

  it('searches by name (also with a typo), by city and by vocation, best match first', async () => {
    expect(names(await directory(business, 'name=ingrid'))).toEqual(['Ingrid Hansen']);
    expect(names(await directory(business, 'name=Ingrd%20Hansen'))).toEqual(['Ingrid Hansen']);
    expect(names(await directory(business, 'city=bergen'))).toEqual([
      'Ingrid Hansen',
      'Ingvild Berg',
    ]);
    expect(names(await directory(business, 'city=Bergn'))).toEqual([
      'Ingrid Hansen',
      'Ingvild Berg',
    ]);
    expect(names(await directory(business, `vocation=${electrician}`))).toEqual(['Ingrid Hansen']);
    expect(names(await directory(business, `vocation=${plumber}&city=bergen`))).toEqual([]);
    expect(names(await directory(business, 'name=%25'))).toEqual([]);
  });

  it('pages, with the total of every match', async () => {
    const second = await directory(business, 'limit=3&page=2');
    expect(names(second)).toEqual(['Ingvild Berg']);
    expect(second).toMatchObject({ total: 4, page: 2, limit: 3 });
    const past = await directory(business, 'limit=3&page=5');
    expect(past).toMatchObject({ students: [], total: 4 });
    const bad = await business.get('/api/users/students?limit=500').expect(400);
    expect(bad.body.message).toEqual(expect.any(String));
  });

  it('shows students who joined in the last 48 hours only to a premium business', async () => {
    expect(names(await directory(business, 'city=bergen'))).not.toContain('Nina Ny');
    const early = await directory(premium, 'city=bergen');
    expect(names(early)).toEqual(['Nina Ny', 'Ingrid Hansen', 'Ingvild Berg']);
    expect(early.total).toBe(3);
  });

  describe('favourites', () => {
    it('adds, lists with the card fields and removes; twice is harmless', async () => {
      await business.post(`/api/users/favorites/${ingrid.uuid}`).expect(204);
      await business.post(`/api/users/favorites/${ingrid.uuid}`).expect(204);
      await business.post(`/api/users/favorites/${ola.uuid}`).expect(204);
      const list: FavoriteStudent[] = (await business.get('/api/users/favorites').expect(200)).body;
      expect(list.map((f) => f.name)).toEqual(['Ola Nordmann', 'Ingrid Hansen']);
      expect(list[1]).toEqual({
        isFavorited_id: expect.any(Number),
        student_uuid: ingrid.uuid,
        student_id: ingrid.userId,
        name: 'Ingrid Hansen',
        location: 'Bergen',
        bio: 'Motivert og pliktoppfyllende.',
        headline: 'Elektrolærling',
        profile_picture_url: null,
        created_at: expect.any(String),
      });
      const page = await directory(business, 'city=bergen');
      expect(page.students.find((s) => s.uuid === ingrid.uuid)?.is_favorite).toBe(true);
      expect(page.students.find((s) => s.name === 'Ingvild Berg')?.is_favorite).toBe(false);

      await business.delete(`/api/users/favorites/${ola.uuid}`).expect(204);
      await business.delete(`/api/users/favorites/${ola.uuid}`).expect(204);
      const after: FavoriteStudent[] = (await business.get('/api/users/favorites')).body;
      expect(after.map((f) => f.student_uuid)).toEqual([ingrid.uuid]);
    });

    it('belongs to its business: another neither sees nor removes it', async () => {
      expect((await rival.get('/api/users/favorites').expect(200)).body).toEqual([]);
      await rival.delete(`/api/users/favorites/${ingrid.uuid}`).expect(204);
      const mine: FavoriteStudent[] = (await business.get('/api/users/favorites')).body;
      expect(mine.map((f) => f.student_uuid)).toEqual([ingrid.uuid]);
      const theirs = await directory(rival, 'name=ingrid');
      expect(theirs.students[0].is_favorite).toBe(false);
    });

    it('answers 404 for an unknown or malformed student', async () => {
      const missing = await business
        .post('/api/users/favorites/00000000-0000-4000-8000-000000000000')
        .expect(404);
      expect(missing.body.message).toBe('Profil ikke funnet');
      await business.post('/api/users/favorites/nope').expect(404);
      await business.delete('/api/users/favorites/nope').expect(204);
    });

    it('shows on the public profile for a business viewer', async () => {
      const kept = (await business.get(`/api/users/profile/${ingrid.uuid}`).expect(200)).body;
      expect(kept.is_favorite).toBe(true);
      const other = (await business.get(`/api/users/profile/${ola.uuid}`).expect(200)).body;
      expect(other.is_favorite).toBe(false);
      const seenByStudent = (await student.get(`/api/users/profile/${ingrid.uuid}`).expect(200))
        .body;
      expect(seenByStudent).not.toHaveProperty('is_favorite');
    });
  });

  it('keeps newcomers out of the non-premium directory even by name', async () => {
    expect(names(await directory(business, 'name=nina'))).toEqual([]);
    expect(names(await directory(premium, 'name=nina'))).toEqual(['Nina Ny']);
  });
});
