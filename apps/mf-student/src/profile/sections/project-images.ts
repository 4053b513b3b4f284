import {
  IMAGE_SIGNATURE_BYTES,
  imageKindOf,
  STUDENT_LIMITS,
  STUDENT_MESSAGES,
} from '@yrkesbro/contracts';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'];

/** A newly picked image; the key tells two picks of the same file apart. */
export interface PickedImage {
  key: number;
  file: File;
}

/**
 * Which of the newly picked images a project can take, and the message for the first one it
 * cannot. Type (by the file's first bytes, as the API tells it: a text file named .gif passed
 * here, showed as a broken picture and made the server refuse the whole project) and size are
 * checked per file; a pick that would pass five images in all is refused whole, as the spec's
 * message asks the student to remove some first.
 */
export async function acceptImages(
  picked: File[],
  alreadyChosen: number,
): Promise<{ accepted: File[]; problem?: string }> {
  const problems = await Promise.all(picked.map(imageProblem));
  const fitting = picked.filter((_, index) => !problems[index]);
  if (alreadyChosen + fitting.length > STUDENT_LIMITS.projectMaxImages) {
    return { accepted: [], problem: STUDENT_MESSAGES.projectTooManyImages };
  }
  return { accepted: fitting, problem: problems.find(Boolean) };
}

async function imageProblem(file: File): Promise<string | undefined> {
  if (!IMAGE_TYPES.includes(file.type) || !(await isImage(file))) {
    return STUDENT_MESSAGES.projectImageType;
  }
  if (file.size > STUDENT_LIMITS.projectImageMaxBytes) return STUDENT_MESSAGES.projectImageTooLarge;
  return undefined;
}

async function isImage(file: File): Promise<boolean> {
  try {
    return imageKindOf(await firstBytes(file, IMAGE_SIGNATURE_BYTES)) !== null;
  } catch {
    // Unreadable (the file changed on disk after it was picked): the server has the last word.
    return true;
  }
}

/** A FileReader, which every browser (and the tests' jsdom) has, unlike Blob.arrayBuffer. */
function firstBytes(file: File, count: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file.slice(0, count));
  });
}
