import { BadRequestException, NotFoundException } from '@nestjs/common';
import { STUDENT_MESSAGES } from '@yrkesbro/contracts';
import type { User } from '../users/user.entity';
import { extractPdfText } from './pdf-text';
import { aForm, InMemoryStudents } from './testing/in-memory-students';

jest.mock('./pdf-text', () => ({ extractPdfText: jest.fn() }));
const pdfText = jest.mocked(extractPdfText);

describe('GradeVerificationService', () => {
  let world: InMemoryStudents;
  let kari: User;
  let maths: string;
  let norwegian: string;

  const send = (gradeIds: unknown, kind: 'pdf' | 'png' = 'pdf') =>
    world.verificationService.verify(
      kari,
      aForm({ gradeIds: JSON.stringify(gradeIds) }, [{ path: `/tmp/vitnemal.${kind}`, kind }]),
    );

  beforeEach(async () => {
    world = new InMemoryStudents();
    kari = await world.student();
    [maths, norwegian] = (
      await world.gradesService.add(kari, {
        grades: [
          { subject: 'Matematikk', grade: '5' },
          { subject: 'Norsk', grade: '4' },
        ],
      })
    ).map((g) => g.idstudent_grades);
    pdfText.mockReset().mockResolvedValue('');
  });

  it('verifies at once the grades the PDF shows; the rest wait for an admin', async () => {
    pdfText.mockResolvedValue('Vitnemål\nMatematikk 5\nNorsk 3');

    const answer = await send([maths, norwegian]);

    expect(answer.summary).toEqual({ verified: 1, failed: 1 });
    expect(answer.grades.map((g) => [g.name, g.verification_status])).toEqual([
      ['Matematikk', 'verified'],
      ['Norsk', 'pending'],
    ]);
    expect(answer.grades[0].verifiedAt).not.toBeNull();
    expect(world.verifications).toMatchObject([{ status: 'pending' }]);
    expect(world.files.has(world.verifications[0].documentKey)).toBe(true);
  });

  it('settles the document when the PDF shows every grade, leaving it for spot checks', async () => {
    pdfText.mockResolvedValue('Matematikk 5\nNorsk 4');

    const answer = await send([maths, norwegian]);

    expect(answer.summary).toEqual({ verified: 2, failed: 0 });
    expect(world.verifications).toMatchObject([{ status: 'reviewed', reviewedBy: null }]);
  });

  it('sends an image to an admin, having nothing to read it with', async () => {
    const answer = await send([maths], 'png');

    expect(pdfText).not.toHaveBeenCalled();
    expect(answer.summary).toEqual({ verified: 0, failed: 1 });
  });

  it('replaces the document of a grade sent again, deleting the one nothing refers to', async () => {
    await send([maths], 'png');
    const [first] = world.verifications.map((v) => v.documentKey);

    await send([maths], 'png');

    expect(world.verifications).toHaveLength(1);
    expect(world.files.has(first)).toBe(false);
    expect(world.files.has(world.verifications[0].documentKey)).toBe(true);
  });

  it('keeps an earlier document that still proves another grade', async () => {
    await send([maths, norwegian], 'png');

    await send([maths], 'png');

    expect(world.verifications).toHaveLength(2);
  });

  it('answers 404 for another student’s grade, and stores nothing', async () => {
    const rival = await world.student();
    const [theirs] = await world.gradesService.add(rival, {
      grades: [{ subject: 'Kroppsøving', grade: '6' }],
    });
    const form = aForm({ gradeIds: JSON.stringify([maths, theirs.idstudent_grades]) }, [
      { path: '/tmp/vitnemal.pdf', kind: 'pdf' },
    ]);

    await expect(world.verificationService.verify(kari, form)).rejects.toEqual(
      new NotFoundException(STUDENT_MESSAGES.itemNotFound),
    );
    expect(world.verifications).toEqual([]);
    expect(world.files.size).toBe(0);
    expect(form.discarded).toBe(true);
  });

  it('refuses a choice that is no list of grade ids, or only verified grades', async () => {
    const noGrades = new BadRequestException(STUDENT_MESSAGES.gradeVerifyNoGrades);
    await expect(send([])).rejects.toEqual(noGrades);
    await expect(send(['ikke-en-id'])).rejects.toEqual(noGrades);
    await expect(
      world.verificationService.verify(
        kari,
        aForm({ gradeIds: '{ødelagt' }, [{ path: '/tmp/a.pdf', kind: 'pdf' }]),
      ),
    ).rejects.toEqual(noGrades);
    pdfText.mockResolvedValue('Matematikk 5');
    await send([maths]);

    await expect(send([maths])).rejects.toEqual(noGrades);
  });

  it('asks for a document when none came', async () => {
    const form = aForm({ gradeIds: JSON.stringify([maths]) });

    await expect(world.verificationService.verify(kari, form)).rejects.toEqual(
      new BadRequestException(STUDENT_MESSAGES.gradeVerifyDocRequired),
    );
    expect(form.discarded).toBe(true);
  });
});
