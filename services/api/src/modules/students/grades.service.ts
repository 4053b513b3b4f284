import { Injectable } from '@nestjs/common';
import type { Grade, GradesRequest } from '@yrkesbro/contracts';
import { UploadStorage } from '../uploads/upload-storage.service';
import type { User } from '../users/user.entity';
import { GradeVerificationsRepository } from './grade-verifications.repository';
import { GradesRepository } from './grades.repository';
import { ownItem } from './owned-rows';
import { toGrade } from './profile-rows';
import { StudentProfilesService } from './student-profiles.service';

@Injectable()
export class GradesService {
  constructor(
    private readonly grades: GradesRepository,
    private readonly verifications: GradeVerificationsRepository,
    private readonly profiles: StudentProfilesService,
    private readonly uploads: UploadStorage,
  ) {}

  async list(user: User): Promise<Grade[]> {
    const { id } = await this.profiles.ownRow(user);
    return (await this.grades.list(id)).map(toGrade);
  }

  /** Adds several grades at once, in the order given. */
  async add(user: User, { grades }: GradesRequest): Promise<Grade[]> {
    const { id } = await this.profiles.ownRow(user);
    const rows = await this.grades.addAll(id, grades);
    await this.profiles.refreshCompletion(id);
    return rows.map(toGrade);
  }

  /** Deletes a grade; its verification document goes too once no grade refers to it. */
  async remove(user: User, gradeId: string): Promise<void> {
    const { id } = await this.profiles.ownRow(user);
    const grade = ownItem(await this.grades.deleteOwn(gradeId, id));
    if (grade.verification_id) {
      for (const key of await this.verifications.deleteUnused(id)) {
        await this.uploads.removePrivate(key);
      }
    }
    await this.profiles.refreshCompletion(id);
  }
}
