import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { STUDENT_MESSAGES } from '@yrkesbro/contracts';
import type { Skill, SkillRequest } from '@yrkesbro/contracts';
import type { User } from '../users/user.entity';
import { VocationsService } from '../vocations/vocations.service';
import { ownItem } from './owned-rows';
import { toSkill } from './profile-rows';
import { SkillsRepository } from './skills.repository';
import { StudentProfilesService } from './student-profiles.service';

@Injectable()
export class SkillsService {
  constructor(
    private readonly skills: SkillsRepository,
    private readonly profiles: StudentProfilesService,
    private readonly vocations: VocationsService,
  ) {}

  async list(user: User): Promise<Skill[]> {
    const { id } = await this.profiles.ownRow(user);
    return (await this.skills.list(id)).map(toSkill);
  }

  /** A name the student has already (in any case) is refused, and so is an unknown vocation. */
  async add(user: User, body: SkillRequest): Promise<Skill> {
    const vocation = await this.vocationOf(body);
    const { id } = await this.profiles.ownRow(user);
    const row = notDuplicate(await this.skills.add(id, body));
    await this.profiles.refreshCompletion(id);
    return toSkill({ ...row, vocation_name: vocation.name });
  }

  /** As `add`, for a skill the student has: a new level, name or vocation. */
  async update(user: User, skillId: string, body: SkillRequest): Promise<Skill> {
    const vocation = await this.vocationOf(body);
    const { id } = await this.profiles.ownRow(user);
    const row = notDuplicate(ownItem(await this.skills.updateOwn(skillId, id, body)));
    return toSkill({ ...row, vocation_name: vocation.name });
  }

  async remove(user: User, skillId: string): Promise<void> {
    const { id } = await this.profiles.ownRow(user);
    ownItem(await this.skills.deleteOwn(skillId, id));
    await this.profiles.refreshCompletion(id);
  }

  private async vocationOf(body: SkillRequest) {
    const vocation = await this.vocations.find(body.vocationId);
    if (!vocation) throw new BadRequestException(STUDENT_MESSAGES.skillVocationRequired);
    return vocation;
  }
}

function notDuplicate<T>(row: T | 'duplicate'): T {
  if (row === 'duplicate') throw new ConflictException(STUDENT_MESSAGES.skillDuplicate);
  return row;
}
