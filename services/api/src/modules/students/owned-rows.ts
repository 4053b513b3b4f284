import { NotFoundException } from '@nestjs/common';
import { STUDENT_MESSAGES } from '@yrkesbro/contracts';
import type { DataSource } from 'typeorm';
import { isUuid } from '../../common/uuid';

export type ProfileTable =
  | 'student_education'
  | 'student_skills'
  | 'student_work_experience'
  | 'student_grades'
  | 'student_projects';

/**
 * Deletes a row of one profile's list and answers it. Another student's row and an unknown
 * id answer the same 404, so ids of other people's items reveal nothing.
 */
export async function deleteOwnRow<T>(
  dataSource: DataSource,
  table: ProfileTable,
  id: string,
  profileId: string,
): Promise<T> {
  const [rows] = isUuid(id)
    ? await dataSource.query(`DELETE FROM ${table} WHERE id = $1 AND student_id = $2 RETURNING *`, [
        id,
        profileId,
      ])
    : [[]];
  if (!rows?.length) throw new NotFoundException(STUDENT_MESSAGES.itemNotFound);
  return rows[0] as T;
}
