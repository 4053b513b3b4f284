import { ForbiddenException, Injectable } from '@nestjs/common';
import { SUBSCRIPTION_MESSAGES } from '@yrkesbro/contracts';
import type { StudentAlerts, StudentAlertsRequest } from '@yrkesbro/contracts';
import { StudentAlertsRepository } from './student-alerts.repository';
import { SubscriptionsService } from './subscriptions.service';

const NO_ALERTS: StudentAlerts = { enabled: false, vocationIds: [], places: [] };

/** A business's choice of new-student alerts; only a plan with alerts may read or change it. */
@Injectable()
export class AlertsService {
  constructor(
    private readonly alerts: StudentAlertsRepository,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  async get(businessId: string): Promise<StudentAlerts> {
    await this.requireAlerts(businessId);
    return (await this.alerts.find(businessId)) ?? NO_ALERTS;
  }

  async save(businessId: string, request: StudentAlertsRequest): Promise<StudentAlerts> {
    await this.requireAlerts(businessId);
    const alerts: StudentAlerts = {
      enabled: request.enabled ?? true,
      vocationIds: [...new Set(request.vocationIds)],
      places: [...new Set(request.places.map((place) => place.trim()))],
    };
    await this.alerts.save(businessId, alerts);
    return alerts;
  }

  private async requireAlerts(businessId: string): Promise<void> {
    if (!(await this.subscriptions.includes(businessId, 'alerts'))) {
      throw new ForbiddenException(SUBSCRIPTION_MESSAGES.alertsPremiumOnly);
    }
  }
}
