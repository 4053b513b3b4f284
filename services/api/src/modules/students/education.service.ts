import { Injectable } from '@nestjs/common';
import type { Education, EducationRequest } from '@yrkesbro/contracts';
import type { User } from '../users/user.entity';
import { EducationRepository } from './education.repository';
import { ownItem } from './owned-rows';
import { toEducation } from './profile-rows';
import { StudentProfilesService } from './student-profiles.service';

@Injectable()
export class EducationService {
  constructor(
    private readonly education: EducationRepository,
    private readonly profiles: StudentProfilesService,
  ) {}

  async list(user: User): Promise<Education[]> {
    const { id } = await this.profiles.ownRow(user);
    return (await this.education.list(id)).map(toEducation);
  }

  async add(user: User, body: EducationRequest): Promise<Education> {
    const { id } = await this.profiles.ownRow(user);
    const row = await this.education.add(id, body);
    await this.profiles.refreshCompletion(id);
    return toEducation(row);
  }

  async update(user: User, educationId: string, body: EducationRequest): Promise<Education> {
    const { id } = await this.profiles.ownRow(user);
    return toEducation(ownItem(await this.education.updateOwn(educationId, id, body)));
  }

  async remove(user: User, educationId: string): Promise<void> {
    const { id } = await this.profiles.ownRow(user);
    ownItem(await this.education.deleteOwn(educationId, id));
    await this.profiles.refreshCompletion(id);
  }
}
