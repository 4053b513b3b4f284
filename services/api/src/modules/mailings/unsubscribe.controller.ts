import { Controller, Get, Header, HttpCode, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { MailingsService } from './mailings.service';

const page = (body: string) =>
  `<!doctype html><html lang="nb"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Yrkesbro</title></head>
<body style="font-family:Inter,system-ui,sans-serif;color:#1f2933;background:#f5f7fa;padding:24px">
<main style="max-width:560px;margin:auto;background:#fff;border-radius:12px;padding:24px">${body}</main></body></html>`;

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
  confirm(): string {
    return page(`<h1 style="font-size:22px;color:#1d4e89">Meld deg av e-poster fra Yrkesbro</h1>
<p>Du får fortsatt e-post om din egen konto, men ikke flere fellesutsendelser.</p>
<form method="post"><button type="submit" style="background:#1d4e89;color:#fff;border:0;padding:12px 20px;border-radius:8px;font-size:16px">Meld meg av</button></form>`);
  }

  @Post()
  @HttpCode(200)
  @Header('content-type', 'text/html; charset=utf-8')
  async unsubscribe(@Query('email') email = '', @Query('token') token = ''): Promise<string> {
    await this.mailings.unsubscribe(email, token);
    return page(`<h1 style="font-size:22px;color:#1d4e89">Du er meldt av</h1>
<p>Du får ingen flere fellesutsendelser fra Yrkesbro.</p>`);
  }
}
