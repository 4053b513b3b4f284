import { Controller, Get, Header, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { UNSUBSCRIBE_MESSAGES } from '@yrkesbro/contracts';
import type { FastifyReply } from 'fastify';
import { plainPage } from '../../common/plain-page';
import { MailingsService } from './mailings.service';

const T = UNSUBSCRIBE_MESSAGES;

/**
 * The unsubscribe link of a group mail. Opening it only asks (mail scanners open links); the
 * button, or a mail client's one-click POST (List-Unsubscribe-Post), unsubscribes.
 */
@ApiTags('mailings')
@Controller('mailings/unsubscribe')
export class UnsubscribeController {
  constructor(private readonly mailings: MailingsService) {}

  @Get()
  @Header('content-type', 'text/html; charset=utf-8')
  // Helmet's no-referrer would make the browser post the button's form with `Origin: null`,
  // which the CSRF check refuses; same-origin sends the real origin and nothing elsewhere.
  @Header('referrer-policy', 'same-origin')
  confirm(
    @Query('email') email: unknown,
    @Query('token') token: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): string {
    // A button that could only fail would be a promise the page cannot keep.
    if (!this.mailings.isUnsubscribeLink(email, token)) return invalidLink(reply);
    return plainPage(`<h1 style="font-size:22px;color:#1d4e89">${T.confirmHeading}</h1>
<p>${T.confirmText}</p>
<form method="post"><button type="submit" style="background:#1d4e89;color:#fff;border:0;padding:12px 20px;border-radius:8px;font-size:16px">${T.confirmButton}</button></form>`);
  }

  @Post()
  @HttpCode(200)
  @Header('content-type', 'text/html; charset=utf-8')
  async unsubscribe(
    @Query('email') email: unknown,
    @Query('token') token: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    // The browser shows what it gets: an error's JSON body would be all the person sees.
    if (!this.mailings.isUnsubscribeLink(email, token)) return invalidLink(reply);
    await this.mailings.unsubscribe(email, token);
    return plainPage(`<h1 style="font-size:22px;color:#1d4e89">${T.doneHeading}</h1>
<p>${T.doneText}</p>`);
  }
}

/** A 400 still, for mail clients and checks that read the status, but a page a person can read. */
function invalidLink(reply: FastifyReply): string {
  void reply.status(400);
  return plainPage(`<h1 style="font-size:22px;color:#1d4e89">${T.invalidLink}</h1>
<p>${T.invalidLinkHelp}</p>`);
}
