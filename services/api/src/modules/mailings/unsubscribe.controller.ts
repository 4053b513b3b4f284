import { Controller, Get, Header, HttpCode, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { plainPage } from '../../common/plain-page';
import { MailingsService } from './mailings.service';

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
    return plainPage(`<h1 style="font-size:22px;color:#1d4e89">Meld deg av e-poster fra Yrkesbro</h1>
<p>Du får fortsatt e-post om din egen konto, men ikke flere fellesutsendelser.</p>
<form method="post"><button type="submit" style="background:#1d4e89;color:#fff;border:0;padding:12px 20px;border-radius:8px;font-size:16px">Meld meg av</button></form>`);
  }

  @Post()
  @HttpCode(200)
  @Header('content-type', 'text/html; charset=utf-8')
  async unsubscribe(
    @Query('email') email: unknown,
    @Query('token') token: unknown,
  ): Promise<string> {
    await this.mailings.unsubscribe(email, token);
    return plainPage(`<h1 style="font-size:22px;color:#1d4e89">Du er meldt av</h1>
<p>Du får ingen flere fellesutsendelser fra Yrkesbro.</p>`);
  }
}
