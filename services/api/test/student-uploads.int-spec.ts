import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { STUDENT_LIMITS, STUDENT_MESSAGES } from '@yrkesbro/contracts';
import type { Grade, StudentProfile } from '@yrkesbro/contracts';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { truncate } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { jpeg, mp4, pdfWithText, png } from './support/fixtures';
import { startTestApp, testConfig } from './support/test-app';
import { createUser, signedInAgent } from './support/users';

describe('student uploads', () => {
  let app: NestFastifyApplication;
  let student: TestAgent;
  let rival: TestAgent;
  let admin: TestAgent;
  let publicDir: string;
  let privateDir: string;
  let scratch: string;

  const own = async (): Promise<StudentProfile> =>
    (await student.get('/api/users/profile').expect(200)).body;
  const served = (url: string) => request(app.getHttpServer()).get(url);
  const onDisk = (url: string) =>
    existsSync(path.join(publicDir, url.replace('/api/uploads/', '')));
  const incoming = () =>
    existsSync(path.join(privateDir, 'incoming'))
      ? readdirSync(path.join(privateDir, 'incoming'))
      : [];

  beforeAll(async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'yb-student-uploads-'));
    publicDir = path.join(scratch, 'public');
    privateDir = path.join(scratch, 'private');
    app = await startTestApp(
      testConfig({
        REDIS_PREFIX: `${process.env.REDIS_PREFIX}-student-uploads`,
        UPLOAD_DIR: publicDir,
        PRIVATE_UPLOAD_DIR: privateDir,
      }),
    );
    await createUser(app, { email: 'ola@elev.no', password: 'Elev1234', role: 'student' });
    await createUser(app, { email: 'per@elev.no', password: 'Elev1234', role: 'student' });
    await createUser(app, { email: 'admin@yrkesbro.test', password: 'Admin1234', role: 'admin' });
    student = await signedInAgent(app, 'ola@elev.no', 'Elev1234');
    rival = await signedInAgent(app, 'per@elev.no', 'Elev1234');
    admin = await signedInAgent(app, 'admin@yrkesbro.test', 'Admin1234');
  });

  afterAll(async () => {
    await app.close();
  });

  afterEach(() => {
    // Whatever a request did, nothing it received is left half-stored.
    expect(incoming()).toEqual([]);
  });

  describe('profile photo', () => {
    it('re-encodes a PNG into two square JPEGs and replaces the old ones', async () => {
      const first = await student
        .post('/api/users/avatar')
        .attach('avatar', await png(800, 600), 'meg.png')
        .expect(201);
      const { profile_picture_url, profile_picture_thumb_url } = first.body;
      expect(profile_picture_url).toMatch(/^\/api\/uploads\/avatars\/[0-9a-f-]+\.jpg$/);
      const image = await served(profile_picture_url).expect(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect((await own()).profile_picture_thumb_url).toBe(profile_picture_thumb_url);

      const transparent = await sharp({
        create: { width: 40, height: 40, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
      })
        .png()
        .toBuffer();
      const second = await student
        .post('/api/users/avatar')
        .attach('avatar', transparent, 'ny.png')
        .expect(201);
      const stored = (await served(second.body.profile_picture_url).expect(200)).body as Buffer;
      const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([512, 512]);
      // Transparency is painted white, not black.
      expect(Math.min(data[0], data[1], data[2])).toBeGreaterThan(240);
      expect(onDisk(profile_picture_url)).toBe(false);
      expect(onDisk(profile_picture_thumb_url)).toBe(false);
    });

    it('judges by content: a renamed text file, a truncated image and an oversized file are refused', async () => {
      const renamed = await student
        .post('/api/users/avatar')
        .attach('avatar', Buffer.from('definitely not a picture'), {
          filename: 'meg.png',
          contentType: 'image/png',
        })
        .expect(400);
      expect(renamed.body.message).toBe(STUDENT_MESSAGES.photoNotImage);
      const truncated = (await png()).subarray(0, 40);
      const broken = await student
        .post('/api/users/avatar')
        .attach('avatar', truncated, 'halv.png')
        .expect(400);
      expect(broken.body.message).toBe(STUDENT_MESSAGES.photoNotImage);
      const big = Buffer.concat([await png(), Buffer.alloc(STUDENT_LIMITS.photoMaxBytes)]);
      const tooLarge = await student
        .post('/api/users/avatar')
        .attach('avatar', big, 'stor.png')
        .expect(400);
      expect(tooLarge.body.message).toBe('Fil størrelse må være mindre enn 5MB');
    });
  });

  describe('video CV', () => {
    it('streams a video to storage, serves it as video, and removing it deletes the file', async () => {
      const { body } = await student
        .post('/api/upload/upload-video')
        .attach('video', mp4(), { filename: 'cv.mp4', contentType: 'video/mp4' })
        .expect(201);
      expect(body.videoUrl).toMatch(/^\/api\/uploads\/videos\/[0-9a-f-]+\.mp4$/);
      expect((await own()).video_resumes).toBe(body.videoUrl);
      const video = await served(body.videoUrl).set('range', 'bytes=0-15').expect(206);
      expect(video.headers['content-type']).toBe('video/mp4');

      await student.put('/api/users/profile').send({ video_resumes: null }).expect(200);
      expect((await own()).video_resumes).toBeNull();
      expect(onDisk(body.videoUrl)).toBe(false);
    });

    it('refuses what is not a video whatever its name, and anything over 100 MB', async () => {
      const text = await student
        .post('/api/upload/upload-video')
        .attach('video', Buffer.from('RIFF\0\0\0\0WAVEfmt and some audio'), {
          filename: 'cv.mp4',
          contentType: 'video/mp4',
        })
        .expect(400);
      expect(text.body.message).toBe(STUDENT_MESSAGES.videoNotVideo);

      // A sparse file: 100 MB + 1 byte on the wire, nearly nothing on disk or in memory.
      const huge = path.join(scratch, 'huge.mp4');
      writeFileSync(huge, mp4(16));
      await truncate(huge, STUDENT_LIMITS.videoMaxBytes + 1);
      const tooLarge = await student
        .post('/api/upload/upload-video')
        .attach('video', huge)
        .expect(400);
      expect(tooLarge.body.message).toBe('Fil størrelse må være mindre enn 100MB');
      expect(readdirSync(path.join(publicDir, 'videos'))).toEqual([]);
    });

    it('is for students only', async () => {
      await admin.post('/api/upload/upload-video').attach('video', mp4(), 'cv.mp4').expect(403);
    });
  });

  describe('projects', () => {
    let projectId: string;
    let images: string[];

    it('needs one to five JPEG, PNG or GIF images, judged by content', async () => {
      const noImage = await student
        .post('/api/users/projects')
        .field('project_title', 'Koblingsskap')
        .field('description', 'Et skap jeg koblet opp på Vg2.')
        .expect(400);
      expect(noImage.body.message).toBe('Vennligst velg minst ett bilde');

      let tooMany = student
        .post('/api/users/projects')
        .field('project_title', 'Koblingsskap')
        .field('description', 'Et skap jeg koblet opp på Vg2.');
      for (let i = 0; i < 6; i += 1) tooMany = tooMany.attach('images', await png(), `b${i}.png`);
      expect((await tooMany.expect(400)).body.message).toBe(
        'Maksimum 5 bilder tillatt per prosjekt. Vennligst fjern noen bilder før du legger til flere.',
      );

      const renamed = await student
        .post('/api/users/projects')
        .field('project_title', 'Koblingsskap')
        .field('description', 'Et skap jeg koblet opp på Vg2.')
        .attach('images', pdfWithText(['ikke et bilde']), 'bilde.jpg')
        .expect(400);
      expect(renamed.body.message).toBe('Bare JPG, PNG og GIF-filer er tillatt');

      const badLink = await student
        .post('/api/users/projects')
        .field('project_title', 'Koblingsskap')
        .field('description', 'Et skap.')
        .field('project_link', 'ikke en lenke')
        .attach('images', await png(), 'a.png')
        .expect(400);
      expect(badLink.body.message).toBe(STUDENT_MESSAGES.projectLinkInvalid);
      expect(readdirSync(publicDir)).not.toContain('projects');
    });

    it('stores a project with its images, edits it keeping some, and deletes their files with it', async () => {
      const { body } = await student
        .post('/api/users/projects')
        .field('project_title', 'Koblingsskap')
        .field('description', 'Et skap jeg koblet opp på Vg2.')
        .field('project_link', 'https://example.no/skap')
        .attach('images', await png(), 'a.png')
        .attach('images', await jpeg(), 'b.jpg')
        .expect(201);
      projectId = body.id;
      images = body.project_images;
      expect(images).toHaveLength(2);
      expect((await served(images[1]).expect(200)).headers['content-type']).toBe('image/jpeg');
      const wide = await student
        .post('/api/users/projects')
        .field('project_title', 'Panorama')
        .field('description', 'Et bredt bilde.')
        .attach('images', await png(3000, 100), 'bred.png')
        .expect(201);
      const panorama = (await served(wide.body.project_images[0]).expect(200)).body as Buffer;
      expect(await sharp(panorama).metadata()).toMatchObject({ format: 'png', width: 2048 });
      await student.delete(`/api/users/projects/${wide.body.id}`).expect(204);

      await rival
        .put(`/api/users/projects/${projectId}`)
        .field('project_title', 'Kapret')
        .field('description', 'x')
        .attach('images', await png(), 'c.png')
        .expect(404);
      await rival.delete(`/api/users/projects/${projectId}`).expect(404);

      const edited = await student
        .put(`/api/users/projects/${projectId}`)
        .field('project_title', 'Koblingsskap for garasje')
        .field('description', 'Et skap jeg koblet opp på Vg2.')
        .field('project_link', '')
        .field('keep_images', JSON.stringify([images[1]]))
        .attach('images', await png(32, 32, '#00aa00'), 'c.png')
        .expect(200);
      expect(edited.body).toMatchObject({
        project_title: 'Koblingsskap for garasje',
        project_link: null,
      });
      expect(edited.body.project_images[0]).toBe(images[1]);
      expect(edited.body.project_images).toHaveLength(2);
      expect(onDisk(images[0])).toBe(false);
      const listed = (await student.get('/api/users/projects').expect(200)).body;
      expect(listed).toEqual([edited.body]);

      await student.delete(`/api/users/projects/${projectId}`).expect(204);
      for (const url of edited.body.project_images) expect(onDisk(url)).toBe(false);
    });
  });

  describe('grade verification', () => {
    let grades: Grade[];

    beforeAll(async () => {
      grades = (
        await student
          .post('/api/users/grades')
          .send({
            grades: [
              { subject: 'Matematikk 1P', grade: '5' },
              { subject: 'Engelsk', grade: '6' },
              { subject: 'Kroppsøving', grade: '4' },
            ],
          })
          .expect(201)
      ).body;
    });

    const ids = (...picked: Grade[]) => JSON.stringify(picked.map((g) => g.idstudent_grades));

    it('refuses a missing document, a wrong type, and grades that are not the student’s', async () => {
      const none = await student
        .post('/api/users/grades/verify')
        .field('gradeIds', ids(grades[0]))
        .expect(400);
      expect(none.body.message).toBe('Vennligst last opp et verifiseringsdokument');
      const wrong = await student
        .post('/api/users/grades/verify')
        .field('gradeIds', ids(grades[0]))
        .attach('verificationDoc', mp4(), 'vitnemal.pdf')
        .expect(400);
      expect(wrong.body.message).toBe('Vennligst last opp et PDF eller bildefil');
      await rival
        .post('/api/users/grades/verify')
        .field('gradeIds', ids(grades[0]))
        .attach('verificationDoc', await png(), 'vitnemal.png')
        .expect(404);
    });

    it('verifies the grades a PDF shows and leaves the rest for an admin', async () => {
      const transcript = pdfWithText([
        'Vitnemål for videregående opplæring',
        'Ola Nordmann',
        'Matematikk 1P      5',
        'Engelsk            5',
        'Kroppsøving        4',
      ]);
      const { body } = await student
        .post('/api/users/grades/verify')
        .field('gradeIds', ids(grades[0], grades[1]))
        .attach('verificationDoc', transcript, 'vitnemal.pdf')
        .expect(201);
      expect(body.summary).toEqual({ verified: 1, failed: 1 });
      const byName = Object.fromEntries(body.grades.map((g: Grade) => [g.name, g]));
      expect(byName['Matematikk 1P']).toMatchObject({ verification_status: 'verified' });
      expect(byName['Matematikk 1P'].verifiedAt).toEqual(expect.any(String));
      expect(byName['Engelsk']).toMatchObject({ verification_status: 'pending', verifiedAt: null });
      expect(byName['Kroppsøving']).toMatchObject({ verification_status: 'none' });
      // The document is private: it is not under the served folder.
      expect(readdirSync(publicDir)).not.toContain('grade-documents');
    });

    it('lets only the admin read the document and decide the pending grades', async () => {
      await student.get('/api/admin/grade-verifications').expect(403);
      const pending = (await admin.get('/api/admin/grade-verifications').expect(200)).body;
      expect(pending).toHaveLength(1);
      expect(pending[0].grades).toEqual([
        expect.objectContaining({ subject: 'Engelsk', grade: '6' }),
      ]);
      const document = await admin.get(pending[0].document_url).expect(200);
      expect(document.headers['content-type']).toBe('application/pdf');
      expect(document.headers['content-disposition']).toMatch(/^attachment/);
      await student.get(pending[0].document_url).expect(403);

      await admin
        .post(`/api/admin/grade-verifications/${pending[0].id}/review`)
        .send({ approvedGradeIds: [grades[1].idstudent_grades] })
        .expect(204);
      await admin
        .post(`/api/admin/grade-verifications/${pending[0].id}/review`)
        .send({ approvedGradeIds: [] })
        .expect(404);
      const engelsk = (await own()).grades.find((g) => g.name === 'Engelsk')!;
      expect(engelsk.verification_status).toBe('verified');
      expect((await admin.get('/api/admin/grade-verifications')).body).toEqual([]);
    });

    it('lists fully matched documents for a spot check, where the admin can take a grade back', async () => {
      const added: Grade[] = (
        await student
          .post('/api/users/grades')
          .send({
            grades: [
              { subject: 'Naturfag', grade: '4' },
              { subject: 'Historie', grade: '5' },
            ],
          })
          .expect(201)
      ).body;
      const { body } = await student
        .post('/api/users/grades/verify')
        .field('gradeIds', ids(...added))
        .attach('verificationDoc', pdfWithText(['Naturfag 4', 'Historie 5']), 'vitnemal.pdf')
        .expect(201);
      expect(body.summary).toEqual({ verified: 2, failed: 0 });
      await admin.get('/api/admin/grade-verifications?list=nope').expect(400);
      const spotChecks = (await admin.get('/api/admin/grade-verifications?list=auto').expect(200))
        .body;
      expect(spotChecks).toHaveLength(1);
      expect(spotChecks[0].grades.map((g: { subject: string }) => g.subject)).toEqual([
        'Naturfag',
        'Historie',
      ]);
      // The mixed document from before is not here: an admin already read it.
      await admin
        .post(`/api/admin/grade-verifications/${spotChecks[0].id}/review`)
        .send({ approvedGradeIds: [added[0].idstudent_grades] })
        .expect(204);
      const after = Object.fromEntries((await own()).grades.map((g) => [g.name, g]));
      expect(after['Naturfag'].verification_status).toBe('verified');
      expect(after['Historie']).toMatchObject({ verification_status: 'none', verifiedAt: null });
      // Grades outside the review keep their mark.
      expect(after['Matematikk 1P'].verification_status).toBe('verified');
      expect((await admin.get('/api/admin/grade-verifications?list=auto')).body).toEqual([]);
      await admin
        .post(`/api/admin/grade-verifications/${spotChecks[0].id}/review`)
        .send({ approvedGradeIds: [] })
        .expect(404);
    });

    it('sends an image document to the admin whole, since there is no OCR', async () => {
      const { body } = await student
        .post('/api/users/grades/verify')
        .field('gradeIds', ids(grades[2]))
        .attach('verificationDoc', await jpeg(), 'vitnemal.jpg')
        .expect(201);
      expect(body.summary).toEqual({ verified: 0, failed: 1 });
      expect((await admin.get('/api/admin/grade-verifications')).body).toHaveLength(1);
    });

    it('drops the earlier document when a pending grade is sent again', async () => {
      const documents = () => readdirSync(path.join(privateDir, 'grade-documents'));
      const before = documents();
      await student
        .post('/api/users/grades/verify')
        .field('gradeIds', ids(grades[2]))
        .attach('verificationDoc', await png(), 'bedre-bilde.png')
        .expect(201);
      const after = documents();
      expect(after).toHaveLength(before.length);
      expect(after).not.toEqual(before);
      const pending = (await admin.get('/api/admin/grade-verifications').expect(200)).body;
      expect(pending).toHaveLength(1);

      // A document gone from disk answers 404, not an error page with a path in it.
      const picture = after.find((name) => name.endsWith('.png'))!;
      rmSync(path.join(privateDir, 'grade-documents', picture));
      const missing = await admin.get(pending[0].document_url).expect(404);
      expect(missing.body.message).toBe(STUDENT_MESSAGES.gradeVerificationNotFound);
    });
  });

  describe('the upload limit', () => {
    it("refuses a student's 61st upload within the hour with 429, before reading it", async () => {
      await createUser(app, { email: 'ivrig@elev.no', password: 'Elev1234', role: 'student' });
      const eager = await signedInAgent(app, 'ivrig@elev.no', 'Elev1234');
      for (let i = 0; i < 60; i += 1) {
        await eager
          .post('/api/users/avatar')
          .attach('avatar', Buffer.from('x'), 'a.png')
          .expect(400);
      }
      const refused = await eager
        .post('/api/users/resume/analyze')
        .attach('resume', pdfWithText(['CV']), 'cv.pdf')
        .expect(429);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      // Other students are not affected.
      await rival.post('/api/users/avatar').attach('avatar', Buffer.from('x'), 'a.png').expect(400);
    });
  });

  describe('CV analysis', () => {
    it('reads name, place and bio off a PDF with rules, and stores nothing', async () => {
      const cv = pdfWithText([
        'CV',
        'Ola Nordmann',
        'Storgata 1, 7030 Trondheim',
        'Om meg',
        'Jeg er en arbeidsom elev på Vg2 elektro som liker å skru.',
        'Utdanning',
        'Vg1 Elektro, Byåsen vgs',
      ]);
      const { body } = await student
        .post('/api/users/resume/analyze')
        .attach('resume', cv, 'cv.pdf')
        .expect(201);
      expect(body).toEqual({
        source: 'rules',
        analysis: {
          name: 'Ola Nordmann',
          location: 'Trondheim',
          bio: 'Jeg er en arbeidsom elev på Vg2 elektro som liker å skru.',
        },
      });
      expect((await own()).location).toBeNull();
    });

    it('takes PDFs of at most 5 MB that have text', async () => {
      const notPdf = await student
        .post('/api/users/resume/analyze')
        .attach('resume', await png(), 'cv.pdf')
        .expect(400);
      expect(notPdf.body.message).toBe('Kun PDF-filer er tillatt');
      const big = Buffer.concat([pdfWithText(['CV']), Buffer.alloc(STUDENT_LIMITS.resumeMaxBytes)]);
      const tooLarge = await student
        .post('/api/users/resume/analyze')
        .attach('resume', big, 'cv.pdf')
        .expect(400);
      expect(tooLarge.body.message).toBe('Filen er for stor. Maksimal størrelse er 5MB');
      const blank = await student
        .post('/api/users/resume/analyze')
        .attach('resume', pdfWithText([]), 'cv.pdf')
        .expect(400);
      expect(blank.body.message).toBe(STUDENT_MESSAGES.resumeUnreadable);
      const garbage = await student
        .post('/api/users/resume/analyze')
        .attach('resume', Buffer.from('%PDF-1.7\nthis is not really a pdf at all'), 'cv.pdf')
        .expect(400);
      expect(garbage.body.message).toBe(STUDENT_MESSAGES.resumeUnreadable);
    });
  });
});
