import { HttpException } from '@nestjs/common';
import { FREE_PROFILE_VIEWS, SUBSCRIPTION_MESSAGES } from '@yrkesbro/contracts';
import type { QuotaExceededBody } from '@yrkesbro/contracts';

/** 402: the free profile views are used; the body carries the usage for the plan dialog. */
export class QuotaExceededException extends HttpException {
  constructor(currentUsage: number, limit = FREE_PROFILE_VIEWS) {
    const body: QuotaExceededBody = {
      statusCode: 402,
      message: SUBSCRIPTION_MESSAGES.quotaUsed,
      currentUsage,
      limit,
    };
    super(body, 402);
  }

  get body(): QuotaExceededBody {
    return this.getResponse() as QuotaExceededBody;
  }
}
