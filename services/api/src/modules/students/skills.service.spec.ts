import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { STUDENT_MESSAGES } from '@yrkesbro/contracts';
import { InMemoryStudents } from './testing/in-memory-students';

describe('SkillsService', () => {
  let world: InMemoryStudents;

  beforeEach(() => {
    world = new InMemoryStudents();
  });

  it('adds a skill tied to a vocation, named as the vocations module names it', async () => {
    const kari = await world.student();

    const skill = await world.skillsService.add(kari, {
      name: 'Kabelføring',
      proficiency: 70,
      vocationId: 1,
    });

    expect(skill).toEqual({
      id: expect.any(String),
      skill_name: 'Kabelføring',
      proficiency: 70,
      vocation_id: 1,
      vocation_name: 'Elektriker',
    });
    expect(await world.skillsService.list(kari)).toEqual([skill]);
    expect(world.completionOf(kari)).toBe(10);
  });

  it('refuses a name the student has already, in any case, but not one another student has', async () => {
    const kari = await world.student();
    const rival = await world.student();
    await world.skillsService.add(kari, { name: 'Kabelføring', proficiency: 50, vocationId: 1 });

    await expect(
      world.skillsService.add(kari, { name: 'KABELFØRING', proficiency: 80, vocationId: 2 }),
    ).rejects.toEqual(new ConflictException(STUDENT_MESSAGES.skillDuplicate));
    await world.skillsService.add(rival, { name: 'Kabelføring', proficiency: 50, vocationId: 1 });

    expect(await world.skillsService.list(kari)).toHaveLength(1);
  });

  it('refuses a vocation that does not exist, and stores nothing', async () => {
    const kari = await world.student();

    await expect(
      world.skillsService.add(kari, { name: 'Lodding', proficiency: 50, vocationId: 99 }),
    ).rejects.toEqual(new BadRequestException(STUDENT_MESSAGES.skillVocationRequired));

    expect(world.skills).toEqual([]);
  });

  it('edits the student’s own skill: a new level, name or vocation, still one of each name', async () => {
    const kari = await world.student();
    const rival = await world.student();
    const skill = await world.skillsService.add(kari, {
      name: 'Kabelføring',
      proficiency: 50,
      vocationId: 1,
    });
    await world.skillsService.add(kari, { name: 'Lodding', proficiency: 40, vocationId: 1 });

    const raised = await world.skillsService.update(kari, skill.id, {
      name: 'kabelføring',
      proficiency: 90,
      vocationId: 2,
    });
    expect(raised).toEqual({
      id: skill.id,
      skill_name: 'kabelføring',
      proficiency: 90,
      vocation_id: 2,
      vocation_name: world.vocations[1].name,
    });
    const refusals = [
      [kari, 'LODDING', 1, new ConflictException(STUDENT_MESSAGES.skillDuplicate)],
      [kari, 'Sveis', 99, new BadRequestException(STUDENT_MESSAGES.skillVocationRequired)],
      [rival, 'Sveis', 1, new NotFoundException(STUDENT_MESSAGES.itemNotFound)],
    ] as const;
    for (const [who, name, vocationId, refusal] of refusals) {
      await expect(
        world.skillsService.update(who, skill.id, { name, proficiency: 10, vocationId }),
      ).rejects.toEqual(refusal);
    }

    expect((await world.skillsService.list(kari))[0]).toEqual(raised);
  });

  it('deletes only the student’s own skill, and the score follows', async () => {
    const kari = await world.student();
    const rival = await world.student();
    const skill = await world.skillsService.add(kari, {
      name: 'Kabelføring',
      proficiency: 50,
      vocationId: 1,
    });

    await expect(world.skillsService.remove(rival, skill.id)).rejects.toEqual(
      new NotFoundException(STUDENT_MESSAGES.itemNotFound),
    );
    await world.skillsService.remove(kari, skill.id);

    expect(await world.skillsService.list(kari)).toEqual([]);
    expect(world.completionOf(kari)).toBe(0);
  });
});
