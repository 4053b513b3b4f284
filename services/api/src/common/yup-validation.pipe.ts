import { BadRequestException, Injectable } from '@nestjs/common';
import type { PipeTransform } from '@nestjs/common';
import { ValidationError } from '@yrkesbro/contracts';
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
  try {
    return await schema.validate(value ?? {}, { abortEarly: false, stripUnknown: true });
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
