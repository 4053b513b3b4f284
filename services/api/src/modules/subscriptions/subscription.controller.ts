import {
  Body,
  Controller,
  Get,
  Header,
  Headers,
  HttpCode,
  Param,
  Post,
  Put,
  Redirect,
  Req,
  UseGuards,
} from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { checkoutSchema, studentAlertsSchema, verifySessionSchema } from '@yrkesbro/contracts';
import type {
  CheckoutRequest,
  CheckoutResponse,
  StudentAlerts,
  StudentAlertsRequest,
  SubscriptionStatus,
  VerifySessionRequest,
} from '@yrkesbro/contracts';
import type { FastifyRequest } from 'fastify';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Roles, RolesGuard } from '../auth/roles.guard';
import type { User } from '../users/user.entity';
import { AlertsService } from './alerts.service';
import { CheckoutService } from './checkout.service';
import { SubscriptionsService } from './subscriptions.service';

type Redirection = { url: string; statusCode: number };

const TEST_CHECKOUT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

@ApiTags('subscription')
@Controller('subscription')
export class SubscriptionController {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly checkout: CheckoutService,
    private readonly alerts: AlertsService,
  ) {}

  @Get()
  @UseGuards(JwtAuthGuard, RolesGuard)
  @Roles('business')
  status(@CurrentUser() user: User): Promise<SubscriptionStatus> {
    return this.subscriptions.status(user.id);
  }

  @Post('create-checkout-session')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard, RolesGuard)
  @Roles('business')
  createCheckoutSession(
    @CurrentUser() user: User,
    @Body(new YupValidationPipe(checkoutSchema)) body: CheckoutRequest,
  ): Promise<CheckoutResponse> {
    return this.checkout.start(user, body);
  }

  @Post('verify-session')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard, RolesGuard)
  @Roles('business')
  verifySession(
    @CurrentUser() user: User,
    @Body(new YupValidationPipe(verifySessionSchema)) body: VerifySessionRequest,
  ): Promise<SubscriptionStatus> {
    return this.checkout.verify(user, body.sessionId);
  }

  /** Stripe's call; its signature over the raw body is the only authentication. */
  @Post('webhook')
  @HttpCode(200)
  async webhook(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true }> {
    await this.checkout.webhook(request.rawBody, signature);
    return { received: true };
  }

  @Get('alerts')
  @UseGuards(JwtAuthGuard, RolesGuard)
  @Roles('business')
  getAlerts(@CurrentUser() user: User): Promise<StudentAlerts> {
    return this.alerts.get(user.id);
  }

  @Put('alerts')
  @UseGuards(JwtAuthGuard, RolesGuard)
  @Roles('business')
  saveAlerts(
    @CurrentUser() user: User,
    @Body(new YupValidationPipe(studentAlertsSchema)) body: StudentAlertsRequest,
  ): Promise<StudentAlerts> {
    return this.alerts.save(user.id, body);
  }

  /**
   * The test checkout (only while no real provider is configured). Its address is the
   * session's unguessable id, like a provider's hosted page; paying here only marks the
   * session paid, and only its owner's verify-session activates a plan.
   */
  @Get('test-checkout/:id')
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', 'no-store')
  // Helmet's defaults would break the buttons: upgrade-insecure-requests sends them to https on
  // an http-only development host, and no-referrer makes the browser post `Origin: null`,
  // which the cross-site check refuses.
  @Header('content-security-policy', TEST_CHECKOUT_CSP)
  @Header('referrer-policy', 'same-origin')
  testCheckout(@Param('id') id: string): Promise<string> {
    return this.checkout.testCheckoutPage(id);
  }

  @Post('test-checkout/:id/pay')
  @Redirect()
  async testPay(@Param('id') id: string): Promise<Redirection> {
    return { url: await this.checkout.testPay(id), statusCode: 303 };
  }

  @Post('test-checkout/:id/cancel')
  @Redirect()
  async testCancel(@Param('id') id: string): Promise<Redirection> {
    return { url: await this.checkout.testCancel(id), statusCode: 303 };
  }
}
