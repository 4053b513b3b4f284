import { Module } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { AlertsService } from './alerts.service';
import { BusinessPlansRepository } from './business-plans.repository';
import { CheckoutService } from './checkout.service';
import { CheckoutSessionsRepository } from './checkout-sessions.repository';
import { PAYMENT_PROVIDER } from './payment-provider';
import type { PaymentProvider } from './payment-provider';
import { ProfileViewsRepository } from './profile-views.repository';
import { StripePaymentProvider } from './stripe-payment-provider';
import { StudentAlertsRepository } from './student-alerts.repository';
import { SubscriptionController } from './subscription.controller';
import { SubscriptionsService } from './subscriptions.service';
import { TestPaymentProvider } from './test-payment-provider';

/**
 * Stripe when STRIPE_SECRET_KEY is set; otherwise the test checkout, except in production,
 * where a plan must never be had for free (checkout then answers 503).
 */
export function paymentProvider(config: AppConfig): PaymentProvider | null {
  if (config.stripe) {
    return new StripePaymentProvider(
      config.stripe.secretKey,
      config.stripe.webhookSecret,
      config.appUrl,
    );
  }
  return config.isProduction ? null : new TestPaymentProvider();
}

@Module({
  imports: [MailModule, UsersModule],
  controllers: [SubscriptionController],
  providers: [
    { provide: PAYMENT_PROVIDER, inject: [APP_CONFIG], useFactory: paymentProvider },
    BusinessPlansRepository,
    CheckoutSessionsRepository,
    ProfileViewsRepository,
    StudentAlertsRepository,
    SubscriptionsService,
    CheckoutService,
    AlertsService,
  ],
  exports: [SubscriptionsService],
})
export class SubscriptionsModule {}
