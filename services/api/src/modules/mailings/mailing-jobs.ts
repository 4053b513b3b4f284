/** The API queues one fan-out per mailing; the fan-out queues one delivery per recipient. */
export const FAN_OUT_JOB = 'fan-out';
export const DELIVER_JOB = 'deliver';

export interface FanOutJob {
  mailingId: string;
}

export interface DeliverJob {
  mailingId: string;
  recipientId: string;
}

/**
 * The same job id for the same mailing and recipient, so a fan-out run again after a crash
 * adds nothing that is already queued.
 */
export function deliveryJobId(mailingId: string, recipientId: string): string {
  return `mailing-${mailingId}-${recipientId}`;
}

export const MAILING_JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 7 * 24 * 3600 },
  removeOnFail: { age: 30 * 24 * 3600 },
} as const;
