import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { testMailSchema } from '@yrkesbro/contracts';
import type { QueuedMailResponse, TestMailRequest } from '@yrkesbro/contracts';
import { randomUUID } from 'node:crypto';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import { composeMail } from '../mail/mail-layout';
import { MailService } from '../mail/mail.service';

/** Development-only tools; the module is not loaded in production (see AppModule). */
@ApiTags('dev')
@Controller('dev')
export class DevController {
  constructor(private readonly mail: MailService) {}

  /** Sends a test e-mail through the queue and the worker, to prove the whole mail path. */
  @Post('test-mail')
  @HttpCode(202)
  async testMail(
    @Body(new YupValidationPipe(testMailSchema)) { to }: TestMailRequest,
    @Headers('idempotency-key') idempotencyKey?: string,
  ): Promise<QueuedMailResponse> {
    const key =
      idempotencyKey && /^[\w-]{8,64}$/.test(idempotencyKey) ? idempotencyKey : randomUUID();
    const jobId = await this.mail.send(
      composeMail({
        to,
        subject: 'Testmelding fra Yrkesbro',
        heading: 'E-posten virker',
        paragraphs: ['Denne meldingen gikk gjennom køen og ble levert av Yrkesbros arbeider.'],
      }),
      `test-${key}`,
    );
    return { jobId };
  }
}
