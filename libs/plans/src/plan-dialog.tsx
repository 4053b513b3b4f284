import CheckIcon from '@mui/icons-material/Check';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@yrkesbro/api-client';
import {
  freeViewsUsageText,
  planAfterPurchase,
  planByPriceId,
  SUBSCRIPTION_MESSAGES,
  SUBSCRIPTION_PLANS,
} from '@yrkesbro/contracts';
import type { PriceId, SubscriptionStatus } from '@yrkesbro/contracts';
import { useId, useState } from 'react';
import { formatDate, useLocation } from '@yrkesbro/ui';
import { useSnackbar } from '@yrkesbro/toasts';
import { yearlyPrice } from './format.ts';
import { browser } from './leave-page.ts';
import { useCreateCheckoutSessionMutation } from './plans-api.ts';
import type { QuotaUsage } from './quota.ts';
import { TEXTS } from './texts.ts';

const T = TEXTS.planDialog;

type RunningPlan = NonNullable<SubscriptionStatus['plan']>;

/**
 * The upgrade-plan modal: the three plans, and payment for the chosen one. Opened by a 402 it
 * says how many free views were used. Payment comes back to the page it was started from.
 * While a plan runs, the choice of another says before payment what becomes of it.
 */
export function PlanDialog({
  open,
  onClose,
  usage,
  current,
}: {
  open: boolean;
  onClose: () => void;
  /** From a 402: the free views used and the limit. */
  usage?: QuotaUsage | null;
  /** The business's running plan, marked and not offered again. */
  current?: RunningPlan | null;
}) {
  const currentPriceId = current?.priceId;
  const titleId = useId();
  const [chosen, setChosen] = useState<PriceId | null>(null);
  const [createCheckout, { isLoading }] = useCreateCheckoutSessionMutation();
  const { enqueueSnackbar } = useSnackbar();
  const location = useLocation();

  const pay = async () => {
    if (chosen === null) {
      enqueueSnackbar(SUBSCRIPTION_MESSAGES.choosePlan, { variant: 'warning' });
      return;
    }
    try {
      const { url } = await createCheckout({
        priceId: chosen,
        location: location.pathname,
      }).unwrap();
      browser.leaveFor(url);
    } catch (error) {
      enqueueSnackbar(errorMessage(error, SUBSCRIPTION_MESSAGES.checkoutFailed), {
        variant: 'error',
      });
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{T.title}</DialogTitle>
      <DialogContent>
        {usage && (
          <Alert severity="info" sx={{ mb: 2 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {freeViewsUsageText(usage.currentUsage, usage.limit)}
            </Typography>
            {SUBSCRIPTION_MESSAGES.quotaUsed}
          </Alert>
        )}
        <Box
          role="radiogroup"
          aria-label={T.plansLabel}
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {SUBSCRIPTION_PLANS.map((plan) => {
            const current = plan.priceId === currentPriceId;
            const selected = plan.priceId === chosen;
            const radioId = `plan-${plan.id}-${titleId}`;
            return (
              <Card
                key={plan.id}
                variant="outlined"
                component="label"
                htmlFor={radioId}
                sx={{
                  p: 2,
                  cursor: current ? 'default' : 'pointer',
                  borderWidth: 2,
                  borderColor: selected ? 'primary.main' : 'divider',
                }}
              >
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Radio
                    id={radioId}
                    name={`plans-${titleId}`}
                    checked={selected}
                    disabled={current}
                    onChange={() => setChosen(plan.priceId)}
                    slotProps={{ input: { 'aria-label': plan.name } }}
                    sx={{ ml: -1 }}
                  />
                  <Typography variant="h3" component="span">
                    {plan.name}
                  </Typography>
                  {current && <Chip size="small" label={T.currentPlan} color="success" />}
                </Box>
                <Typography sx={{ fontWeight: 700, my: 1, fontVariantNumeric: 'tabular-nums' }}>
                  {yearlyPrice(plan.price)}
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {plan.features.map((feature) => (
                    <Box
                      component="li"
                      key={feature}
                      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 0.5 }}
                    >
                      <CheckIcon fontSize="small" color="success" aria-hidden />
                      <Typography variant="body2">{feature}</Typography>
                    </Box>
                  ))}
                </Box>
              </Card>
            );
          })}
        </Box>
        {current && chosen !== null && <PlanChange current={current} chosen={chosen} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.cancel}</Button>
        <Button variant="contained" onClick={() => void pay()} disabled={isLoading}>
          {T.pay}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * What paying for `chosen` does to the plan that runs: its time left becomes extra days (the
 * API's rule, `planAfterPurchase`), and a plan with less loses what the running one had.
 */
function PlanChange({ current, chosen }: { current: RunningPlan; chosen: PriceId }) {
  const now = new Date();
  const running = {
    ...current,
    startsAt: new Date(current.startsAt),
    endsAt: new Date(current.endsAt),
  };
  const until = planAfterPurchase(running, chosen, now).endsAt;
  const from = planByPriceId(current.priceId);
  const to = planByPriceId(chosen);
  if (!from || !to) return null;
  const lost = from.features.filter((feature) => !to.features.includes(feature));
  return (
    <Alert severity={lost.length > 0 ? 'warning' : 'info'} role="status" sx={{ mt: 2 }}>
      {lost.length > 0 && (
        <Typography sx={{ fontWeight: 600 }}>{T.fewer(to.name, from.name, lost)}</Typography>
      )}
      {T.credit(from.name, to.name, formatDate(until.toISOString()))}
    </Alert>
  );
}
