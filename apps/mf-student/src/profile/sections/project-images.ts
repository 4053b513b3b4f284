import { STUDENT_LIMITS, STUDENT_MESSAGES } from '@yrkesbro/contracts';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'];

/** A newly picked image; the key tells two picks of the same file apart. */
export interface PickedImage {
  key: number;
  file: File;
}

/**
 * Which of the newly picked images a project can take, and the message for the first one it
 * cannot. Type and size are checked per file; a pick that would pass five images in all is
 * refused whole, as the spec's message asks the student to remove some first.
 */
export function acceptImages(
  picked: File[],
  alreadyChosen: number,
): { accepted: File[]; problem?: string } {
  let problem: string | undefined;
  const fitting = picked.filter((file) => {
    const fileProblem = imageProblem(file);
    problem ??= fileProblem;
    return !fileProblem;
  });
  if (alreadyChosen + fitting.length > STUDENT_LIMITS.projectMaxImages) {
    return { accepted: [], problem: STUDENT_MESSAGES.projectTooManyImages };
  }
  return { accepted: fitting, problem };
}

function imageProblem(file: File): string | undefined {
  if (!IMAGE_TYPES.includes(file.type)) return STUDENT_MESSAGES.projectImageType;
  if (file.size > STUDENT_LIMITS.projectImageMaxBytes) return STUDENT_MESSAGES.projectImageTooLarge;
  return undefined;
}
