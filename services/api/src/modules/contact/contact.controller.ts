import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CONTACT_MESSAGES, contactSchema } from '@yrkesbro/contracts';
import type { ContactRequest, MessageResponse } from '@yrkesbro/contracts';
import type { FastifyRequest } from 'fastify';
import { clientIp } from '../../common/client-ip';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import { ContactService } from './contact.service';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @HttpCode(201)
  async submit(
    @Body(new YupValidationPipe(contactSchema)) body: ContactRequest,
    @Req() request: FastifyRequest,
  ): Promise<MessageResponse> {
    await this.contact.submit(body, clientIp(request));
    return { message: CONTACT_MESSAGES.success };
  }
}
