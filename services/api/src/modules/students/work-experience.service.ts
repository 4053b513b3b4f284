import { Injectable } from '@nestjs/common';
import type { WorkExperience, WorkExperienceRequest } from '@yrkesbro/contracts';
import type { User } from '../users/user.entity';
import { ownItem } from './owned-rows';
import { toWorkExperience } from './profile-rows';
import { StudentProfilesService } from './student-profiles.service';
import { WorkExperienceRepository } from './work-experience.repository';

@Injectable()
export class WorkExperienceService {
  constructor(
    private readonly work: WorkExperienceRepository,
    private readonly profiles: StudentProfilesService,
  ) {}

  async list(user: User): Promise<WorkExperience[]> {
    const { id } = await this.profiles.ownRow(user);
    return (await this.work.list(id)).map(toWorkExperience);
  }

  async add(user: User, body: WorkExperienceRequest): Promise<WorkExperience> {
    const { id } = await this.profiles.ownRow(user);
    const row = await this.work.add(id, body);
    await this.profiles.refreshCompletion(id);
    return toWorkExperience(row);
  }

  async update(user: User, workId: string, body: WorkExperienceRequest): Promise<WorkExperience> {
    const { id } = await this.profiles.ownRow(user);
    return toWorkExperience(ownItem(await this.work.updateOwn(workId, id, body)));
  }

  async remove(user: User, workId: string): Promise<void> {
    const { id } = await this.profiles.ownRow(user);
    ownItem(await this.work.deleteOwn(workId, id));
    await this.profiles.refreshCompletion(id);
  }
}
