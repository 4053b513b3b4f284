import { NotFoundException } from '@nestjs/common';
import { STUDENT_MESSAGES } from '@yrkesbro/contracts';
import { aForm, InMemoryStudents } from './testing/in-memory-students';

describe('GradesService', () => {
  let world: InMemoryStudents;

  beforeEach(() => {
    world = new InMemoryStudents();
  });

  it('adds several grades in the order given, unverified, and scores them', async () => {
    const kari = await world.student();

    const grades = await world.gradesService.add(kari, {
      grades: [
        { subject: 'Matematikk', grade: '5' },
        { subject: 'Norsk', grade: '4' },
      ],
    });

    expect(grades.map((g) => [g.name, g.grade, g.verification_status, g.verifiedAt])).toEqual([
      ['Matematikk', '5', 'none', null],
      ['Norsk', '4', 'none', null],
    ]);
    expect(await world.gradesService.list(kari)).toEqual(grades);
    expect(world.completionOf(kari)).toBe(10);
  });

  it('deletes only the student’s own grade, and the score follows', async () => {
    const kari = await world.student();
    const rival = await world.student();
    const [grade] = await world.gradesService.add(kari, {
      grades: [{ subject: 'Matematikk', grade: '5' }],
    });

    await expect(world.gradesService.remove(rival, grade.idstudent_grades)).rejects.toEqual(
      new NotFoundException(STUDENT_MESSAGES.itemNotFound),
    );
    await world.gradesService.remove(kari, grade.idstudent_grades);

    expect(await world.gradesService.list(kari)).toEqual([]);
    expect(world.completionOf(kari)).toBe(0);
  });

  it('deletes a grade document once the last grade it proves is gone', async () => {
    const kari = await world.student();
    const [maths, norwegian] = await world.gradesService.add(kari, {
      grades: [
        { subject: 'Matematikk', grade: '5' },
        { subject: 'Norsk', grade: '4' },
      ],
    });
    await world.verificationService.verify(
      kari,
      aForm({ gradeIds: JSON.stringify([maths.idstudent_grades, norwegian.idstudent_grades]) }, [
        { path: '/tmp/vitnemal.png', kind: 'png' },
      ]),
    );
    const [document] = world.verifications.map((v) => v.documentKey);

    await world.gradesService.remove(kari, maths.idstudent_grades);
    expect(world.files.has(document)).toBe(true);
    await world.gradesService.remove(kari, norwegian.idstudent_grades);

    expect(world.files.has(document)).toBe(false);
    expect(world.verifications).toEqual([]);
  });
});
