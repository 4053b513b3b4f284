import { creditedDays, MVA_RATE } from '@yrkesbro/contracts';
import type { PlanPeriod, SubscriptionPlan } from '@yrkesbro/contracts';
import { composeMail } from '../mail/mail-layout';
import type { MailJob } from '../mail/mail-job';

const kroner = new Intl.NumberFormat('nb-NO', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const day = new Intl.DateTimeFormat('nb-NO', {
  timeZone: 'Europe/Oslo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** The MVA part of a price that includes it (25 % on top of the net amount). */
export function mvaOf(amountIncludingMva: number): number {
  return Math.round((amountIncludingMva * MVA_RATE * 100) / (1 + MVA_RATE)) / 100;
}

/**
 * The receipt for a paid plan: amount, MVA, the period and the payment's reference. A period
 * longer than the year paid for says where the extra days came from: the plan it replaced.
 */
export function receiptMail(input: {
  to: string;
  plan: SubscriptionPlan;
  amount: number;
  period: PlanPeriod;
  /** The plan that ran until this one replaced it; its time left became extra days. */
  creditedFrom?: SubscriptionPlan | null;
  sessionId: string;
  appUrl: string;
}): MailJob {
  const { to, plan, amount, period, creditedFrom, sessionId, appUrl } = input;
  const mva = mvaOf(amount);
  const extraDays = creditedFrom ? creditedDays(period) : 0;
  const length =
    extraDays > 0
      ? `ett år, og ${extraDays} ${extraDays === 1 ? 'dag' : 'dager'} for det som var igjen av ${creditedFrom?.name}`
      : 'ett år';
  return composeMail({
    to,
    subject: `Kvittering: Yrkesbro ${plan.name}`,
    heading: 'Takk for bestillingen!',
    paragraphs: [
      `Plan: ${plan.name} (${length})`,
      `Beløp: ${kroner.format(amount)} kr, inkludert MVA`,
      `Herav MVA (25 %): ${kroner.format(mva)} kr`,
      `Beløp uten MVA: ${kroner.format(amount - mva)} kr`,
      `Periode: ${day.format(period.startsAt)} – ${day.format(period.endsAt)}`,
      `Referanse: ${sessionId}`,
    ],
    action: { label: 'Gå til dashbordet', url: `${appUrl}/business/dashboard` },
  });
}
