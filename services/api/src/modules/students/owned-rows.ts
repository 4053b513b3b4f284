import { NotFoundException } from '@nestjs/common';
import { STUDENT_MESSAGES } from '@yrkesbro/contracts';

/**
 * The row of the student's own list that a repository found, or 404. Another student's row
 * and an unknown id answer the same, so ids of other people's items reveal nothing.
 */
export function ownItem<T>(row: T | null): T {
  if (row === null) throw new NotFoundException(STUDENT_MESSAGES.itemNotFound);
  return row;
}
