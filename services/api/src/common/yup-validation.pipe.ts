import { BadRequestException, Injectable } from '@nestjs/common';
import type { PipeTransform } from '@nestjs/common';
import { COMMON_MESSAGES, ValidationError } from '@yrkesbro/contracts';
import type { AnyObjectSchema, InferType } from '@yrkesbro/contracts';

/**
 * Validates with the same yup schema the front end's form uses, so the API answers 400 with
 * exactly the messages the user already knows from the form. For bodies the pipe cannot see
 * (multipart forms), services call it directly.
 */
export async function validateWith<S extends AnyObjectSchema>(
  schema: S,
  value: unknown,
): Promise<InferType<S>> {
  const options = { abortEarly: false, stripUnknown: true };
  // Reading the value into the schema's shape runs only yup's casts and our transforms, which
  // throw on what no form sends: an array or object where text belongs (`trim` of a list), or a
  // key such as `constructor` that yup looks up among the schema's fields and finds on the
  // prototype. Such a value is a bad request, not a server error.
  try {
    schema.cast(value ?? {}, { ...options, assert: false });
  } catch {
    throw new BadRequestException(COMMON_MESSAGES.badRequest);
  }
  let valid: InferType<S>;
  try {
    valid = await schema.validate(value ?? {}, options);
  } catch (error) {
    // Two rules of one field may say the same (an address neither e-mail nor deliverable).
    if (ValidationError.isError(error)) throw new BadRequestException([...new Set(error.errors)]);
    throw error;
  }
  if (containsNul(valid)) throw new BadRequestException(NUL_REFUSED);
  return valid;
}

// PostgreSQL cannot store the NUL character in text or JSON (it answers with an error); no form
// can type it, so a value carrying one is refused before it gets that far.
const NUL_REFUSED = 'Teksten inneholder et tegn som ikke er tillatt.';

/** Whether any text or key in the value holds NUL; a loop, since the nesting is the sender's. */
function containsNul(value: unknown): boolean {
  const pending = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string' && next.includes('\u0000')) return true;
    if (next !== null && typeof next === 'object') {
      for (const [key, inner] of Object.entries(next)) pending.push(key, inner);
    }
  }
  return false;
}

@Injectable()
export class YupValidationPipe implements PipeTransform {
  constructor(private readonly schema: AnyObjectSchema) {}

  transform(value: unknown): Promise<unknown> {
    return validateWith(this.schema, value);
  }
}
