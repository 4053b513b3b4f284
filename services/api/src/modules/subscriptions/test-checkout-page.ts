import type { SubscriptionPlan } from '@yrkesbro/contracts';
import { TEST_CHECKOUT_PATH } from './test-payment-provider';

export const TEST_PAYMENT_LABEL = 'Testbetaling – ingen penger trekkes';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const kroner = new Intl.NumberFormat('nb-NO');

const PAGE_STYLE =
  'font-family:Inter,system-ui,sans-serif;background:#f5f7fa;color:#1f2933;padding:24px';
const CARD_STYLE = 'max-width:480px;margin:auto;background:#fff;border-radius:12px;padding:24px';

function page(body: string): string {
  return `<!doctype html>
<html lang="nb">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${TEST_PAYMENT_LABEL}</title></head>
<body style="${PAGE_STYLE}">
<main style="${CARD_STYLE}">
<p role="status" style="background:#fff4e5;border:1px solid #e8772e;border-radius:8px;padding:12px;font-weight:600">${TEST_PAYMENT_LABEL}</p>
${body}
</main>
</body>
</html>`;
}

/**
 * The test checkout: plain HTML with two forms and no script. The forms post text/plain, a
 * body Fastify reads without an extra parser.
 */
export function testCheckoutPage(
  sessionId: string,
  plan: SubscriptionPlan,
  amount: number,
): string {
  const action = (step: 'pay' | 'cancel') =>
    `${TEST_CHECKOUT_PATH}/${encodeURIComponent(sessionId)}/${step}`;
  return page(`<h1 style="font-size:22px;color:#1d4e89">Yrkesbro ${escapeHtml(plan.name)}</h1>
<p>Ett år: <strong>${kroner.format(amount)} kr</strong> (inkludert MVA)</p>
<form method="post" enctype="text/plain" action="${escapeHtml(action('pay'))}">
<button type="submit" style="background:#1d4e89;color:#fff;border:0;border-radius:8px;padding:12px 20px;font-size:16px">Betal ${kroner.format(amount)} kr</button>
</form>
<form method="post" enctype="text/plain" action="${escapeHtml(action('cancel'))}" style="margin-top:12px">
<button type="submit" style="background:none;border:1px solid #52606d;border-radius:8px;padding:10px 18px">Avbryt</button>
</form>`);
}

/**
 * The checkout of a session already paid or cancelled, as the browser's back button finds it:
 * it says so and leads back, where a pay button again would look like a second charge.
 */
export function closedCheckoutPage(
  plan: SubscriptionPlan,
  outcome: 'paid' | 'canceled',
  backTo: string,
): string {
  const said =
    outcome === 'paid'
      ? `Bestillingen av Yrkesbro ${escapeHtml(plan.name)} er allerede betalt.`
      : `Bestillingen av Yrkesbro ${escapeHtml(plan.name)} ble avbrutt.`;
  return page(`<h1 style="font-size:22px;color:#1d4e89">${said}</h1>
<p><a href="${escapeHtml(backTo)}" style="color:#1d4e89;font-weight:600">Tilbake til Yrkesbro</a></p>`);
}
