import { NotFoundException } from '@nestjs/common';
import { STUDENT_MESSAGES } from '@yrkesbro/contracts';
import { InMemoryStudents } from './testing/in-memory-students';

const VG1 = {
  educationName: 'Vg1 Elektro og datateknologi',
  schoolName: 'Hamar katedralskole',
  yearPeriod: '2024–2025',
  description: '',
};

describe('EducationService', () => {
  let world: InMemoryStudents;

  beforeEach(() => {
    world = new InMemoryStudents();
  });

  it('lists a student’s own entries in the order added, and scores them', async () => {
    const kari = await world.student();
    const rival = await world.student();
    await world.educationService.add(kari, VG1);
    await world.educationService.add(kari, { ...VG1, educationName: 'Vg2 Elenergi' });
    await world.educationService.add(rival, { ...VG1, educationName: 'Vg1 Bygg' });

    const list = await world.educationService.list(kari);

    expect(list.map((e) => e.education_name)).toEqual([
      'Vg1 Elektro og datateknologi',
      'Vg2 Elenergi',
    ]);
    expect(world.completionOf(kari)).toBe(10);
    expect((await world.profileService.own(kari)).educationDisplay).toBe(
      'Vg2 Elenergi, Hamar katedralskole',
    );
  });

  it('changes an own entry, and answers 404 for another student’s', async () => {
    const kari = await world.student();
    const rival = await world.student();
    const entry = await world.educationService.add(kari, VG1);

    await expect(
      world.educationService.update(rival, entry.id, { ...VG1, schoolName: 'Annen skole' }),
    ).rejects.toEqual(new NotFoundException(STUDENT_MESSAGES.itemNotFound));
    const changed = await world.educationService.update(kari, entry.id, {
      ...VG1,
      yearPeriod: '2024–2026',
    });

    expect(changed).toEqual({ ...entry, year_period: '2024–2026' });
    expect(await world.educationService.list(kari)).toEqual([changed]);
  });

  it('deletes an own entry and the score drops; another student’s stays', async () => {
    const kari = await world.student();
    const rival = await world.student();
    const entry = await world.educationService.add(kari, VG1);

    await expect(world.educationService.remove(rival, entry.id)).rejects.toEqual(
      new NotFoundException(STUDENT_MESSAGES.itemNotFound),
    );
    expect(await world.educationService.list(kari)).toHaveLength(1);
    await world.educationService.remove(kari, entry.id);

    expect(await world.educationService.list(kari)).toEqual([]);
    expect(world.completionOf(kari)).toBe(0);
    await expect(world.educationService.remove(kari, entry.id)).rejects.toEqual(
      new NotFoundException(STUDENT_MESSAGES.itemNotFound),
    );
  });
});
