import { BadRequestException, Injectable } from '@nestjs/common';
import type { PipeTransform } from '@nestjs/common';
import { ValidationError } from '@yrkesbro/contracts';
import type { AnyObjectSchema } from '@yrkesbro/contracts';

/**
 * Validates a body with the same yup schema the front end's form uses, so the API answers
 * 400 with exactly the messages the user already knows from the form.
 */
@Injectable()
export class YupValidationPipe implements PipeTransform {
  constructor(private readonly schema: AnyObjectSchema) {}

  async transform(value: unknown): Promise<unknown> {
    try {
      return await this.schema.validate(value ?? {}, { abortEarly: false, stripUnknown: true });
    } catch (error) {
      if (ValidationError.isError(error)) {
        throw new BadRequestException(error.errors);
      }
      throw error;
    }
  }
}
