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
  try {
    return await schema.validate(value ?? {}, options);
  } catch (error) {
    if (ValidationError.isError(error)) throw new BadRequestException(error.errors);
    throw error;
  }
}

@Injectable()
export class YupValidationPipe implements PipeTransform {
  constructor(private readonly schema: AnyObjectSchema) {}

  transform(value: unknown): Promise<unknown> {
    return validateWith(this.schema, value);
  }
}
