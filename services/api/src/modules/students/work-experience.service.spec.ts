import { NotFoundException } from '@nestjs/common';
import { STUDENT_MESSAGES } from '@yrkesbro/contracts';
import { InMemoryStudents } from './testing/in-memory-students';

const SUMMER_JOB = {
  position: 'Sommervikar',
  company: 'Elektro AS',
  year_period: '2025',
  description: 'Trakk kabler og monterte lys.',
};

describe('WorkExperienceService', () => {
  let world: InMemoryStudents;

  beforeEach(() => {
    world = new InMemoryStudents();
  });

  it('answers an entry in the API’s words and scores it', async () => {
    const kari = await world.student();

    const entry = await world.workService.add(kari, SUMMER_JOB);

    expect(entry).toEqual({
      id: expect.any(String),
      work_title: 'Sommervikar',
      work_name: 'Elektro AS',
      year_period: '2025',
      description: 'Trakk kabler og monterte lys.',
    });
    expect(await world.workService.list(kari)).toEqual([entry]);
    expect(world.completionOf(kari)).toBe(5);
  });

  it('edits only the student’s own entry, and leaves the score as it was', async () => {
    const kari = await world.student();
    const rival = await world.student();
    const entry = await world.workService.add(kari, SUMMER_JOB);
    const changed = { ...SUMMER_JOB, position: 'Lærling', year_period: '2025–2026' };

    await expect(world.workService.update(rival, entry.id, changed)).rejects.toEqual(
      new NotFoundException(STUDENT_MESSAGES.itemNotFound),
    );
    const updated = await world.workService.update(kari, entry.id, changed);

    expect(updated).toEqual({ ...entry, work_title: 'Lærling', year_period: '2025–2026' });
    expect(await world.workService.list(kari)).toEqual([updated]);
    expect(world.completionOf(kari)).toBe(5);
  });

  it('deletes only the student’s own entry, and the score follows', async () => {
    const kari = await world.student();
    const rival = await world.student();
    const entry = await world.workService.add(kari, SUMMER_JOB);

    await expect(world.workService.remove(rival, entry.id)).rejects.toEqual(
      new NotFoundException(STUDENT_MESSAGES.itemNotFound),
    );
    expect(await world.workService.list(kari)).toHaveLength(1);
    await world.workService.remove(kari, entry.id);

    expect(await world.workService.list(kari)).toEqual([]);
    expect(world.completionOf(kari)).toBe(0);
  });
});
