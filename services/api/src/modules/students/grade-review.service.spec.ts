import { NotFoundException } from '@nestjs/common';
import { STUDENT_MESSAGES } from '@yrkesbro/contracts';
import type { User } from '../users/user.entity';
import { extractPdfText } from './pdf-text';
import { aForm, aUser, InMemoryStudents } from './testing/in-memory-students';

jest.mock('./pdf-text', () => ({ extractPdfText: jest.fn() }));
const pdfText = jest.mocked(extractPdfText);

describe('GradeReviewService', () => {
  let world: InMemoryStudents;
  let kari: User;
  const admin = aUser('admin');
  const notFound = new NotFoundException(STUDENT_MESSAGES.gradeVerificationNotFound);

  /** Kari's grades sent with one document; the PDF shows `text`. Answers the grade ids. */
  async function sent(grades: [string, string][], text: string): Promise<string[]> {
    const ids = (
      await world.gradesService.add(kari, {
        grades: grades.map(([subject, grade]) => ({ subject, grade })),
      })
    ).map((g) => g.idstudent_grades);
    pdfText.mockResolvedValue(text);
    await world.verificationService.verify(
      kari,
      aForm({ gradeIds: JSON.stringify(ids) }, [{ path: '/tmp/vitnemal.pdf', kind: 'pdf' }]),
    );
    return ids;
  }

  const statuses = async () =>
    (await world.gradesService.list(kari)).map((g) => [g.name, g.verification_status]);

  beforeEach(async () => {
    world = new InMemoryStudents();
    kari = await world.student();
    await world.profileService.update(kari, { name: 'Kari Nordmann' });
  });

  it('lists a document waiting for an admin with the student and the grades to check', async () => {
    await sent(
      [
        ['Matematikk', '5'],
        ['Norsk', '4'],
      ],
      'Matematikk 5',
    );

    const [waiting] = await world.reviewService.list('pending');

    expect(waiting).toEqual({
      id: world.verifications[0].id,
      created_at: expect.any(String),
      student: { id: world.profileOf(kari).id, name: 'Kari Nordmann', email: kari.email },
      document_url: `/api/admin/grade-verifications/${world.verifications[0].id}/document`,
      grades: [{ id: expect.any(String), subject: 'Norsk', grade: '4' }],
    });
    expect(await world.reviewService.list('auto')).toEqual([]);
  });

  it('verifies the grades the admin approves and takes the rest back to none', async () => {
    const [, norwegian] = await sent(
      [
        ['Matematikk', '5'],
        ['Norsk', '4'],
        ['Engelsk', '3'],
      ],
      'Matematikk 5',
    );
    const [{ id }] = world.verifications;

    await world.reviewService.review(admin, id, { approvedGradeIds: [norwegian] });

    expect(await statuses()).toEqual([
      ['Matematikk', 'verified'],
      ['Norsk', 'verified'],
      ['Engelsk', 'none'],
    ]);
    expect(world.verifications[0]).toMatchObject({ status: 'reviewed', reviewedBy: admin.id });
    expect(await world.reviewService.list('pending')).toEqual([]);
  });

  it('decides each document once: a second review answers 404 and changes nothing', async () => {
    const [maths] = await sent([['Matematikk', '5']], '');
    const [{ id }] = world.verifications;
    await world.reviewService.review(admin, id, { approvedGradeIds: [] });

    await expect(
      world.reviewService.review(aUser('admin'), id, { approvedGradeIds: [maths] }),
    ).rejects.toEqual(notFound);

    expect(await statuses()).toEqual([['Matematikk', 'none']]);
    expect(world.verifications[0].reviewedBy).toBe(admin.id);
  });

  it('spot-checks a document verified automatically: only the grades not approved lose their mark', async () => {
    const [maths] = await sent(
      [
        ['Matematikk', '5'],
        ['Norsk', '4'],
      ],
      'Matematikk 5\nNorsk 4',
    );
    const [{ id }] = world.verifications;
    const verifiedAt = (await world.gradesService.list(kari))[0].verifiedAt;
    expect((await world.reviewService.list('auto')).map((v) => v.id)).toEqual([id]);

    await world.reviewService.review(admin, id, { approvedGradeIds: [maths] });

    expect(await statuses()).toEqual([
      ['Matematikk', 'verified'],
      ['Norsk', 'none'],
    ]);
    expect((await world.gradesService.list(kari))[0].verifiedAt).toBe(verifiedAt);
    expect(await world.reviewService.list('auto')).toEqual([]);
  });

  it('answers 404 for a document that does not exist, or whose file is gone', async () => {
    await expect(
      world.reviewService.review(admin, 'aaaaaaaa-0000-4000-8000-000000000000', {
        approvedGradeIds: [],
      }),
    ).rejects.toEqual(notFound);
    await expect(world.reviewService.document('ikke-en-id')).rejects.toEqual(notFound);
    await sent([['Matematikk', '5']], '');

    await expect(world.reviewService.document(world.verifications[0].id)).rejects.toEqual(notFound);
  });
});
