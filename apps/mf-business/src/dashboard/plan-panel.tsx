import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { freeViewsUsageText, planIncludes, SUBSCRIPTION_PLANS } from '@yrkesbro/contracts';
import { PlanDialog, useGetSubscriptionQuery } from '@yrkesbro/plans';
import { formatDate } from '@yrkesbro/ui';
import { LoadFailure, RetryAlert } from '@yrkesbro/ui/dashboard';
import { lazy, Suspense, useId, useState } from 'react';
import { TEXTS } from './texts.ts';

// Premium's alerts, with their vocation picker (MUI's Autocomplete and Popper.js, about 25 KiB
// compressed), load only for a business whose plan has them.
const StudentAlertsForm = lazy(() =>
  import('./student-alerts-form.tsx').then((module) => ({ default: module.StudentAlertsForm })),
);

const T = TEXTS.planPanel;

// The dearest plan has nothing to upgrade to.
const TOP_PRICE_ID = SUBSCRIPTION_PLANS[SUBSCRIPTION_PLANS.length - 1].priceId;

/**
 * Where the business stands: the free profile views used, or the active plan and when it ends;
 * the way to choose or upgrade a plan; and, with Premium, the e-mail alerts.
 */
export function PlanPanel() {
  const { data, isLoading, isError, refetch } = useGetSubscriptionQuery();
  const [open, setOpen] = useState(false);
  const headingId = useId();

  if (isLoading)
    return (
      <Skeleton variant="rounded" height={96} sx={{ mb: 3 }} role="status" aria-label={T.loading} />
    );
  if (isError || !data)
    return (
      <RetryAlert sx={{ mb: 3 }} onRetry={() => void refetch()}>
        {T.loadFailed}
      </RetryAlert>
    );

  const { plan, usage } = data;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Box sx={{ flex: '1 1 260px' }}>
          <Typography id={headingId} variant="h2" component="h2" sx={{ mb: 1 }}>
            {plan ? T.yourPlan(plan.name) : T.freeViews}
          </Typography>
          {plan ? (
            <Typography>{T.validUntil(formatDate(plan.endsAt))}</Typography>
          ) : (
            <>
              <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {freeViewsUsageText(usage.used, usage.limit)}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={Math.min(100, (usage.used / usage.limit) * 100)}
                aria-label={T.freeViewsUsed}
                sx={{ mt: 1, height: 8, borderRadius: 4, maxWidth: 360 }}
              />
            </>
          )}
        </Box>
        {plan?.priceId !== TOP_PRICE_ID && (
          <Button variant="contained" color="secondary" onClick={() => setOpen(true)}>
            {plan ? T.upgrade : T.choose}
          </Button>
        )}
      </Box>
      {planIncludes(plan?.priceId, 'alerts') && (
        <LoadFailure
          fallback={
            <Alert severity="error" sx={{ mt: 3 }}>
              {T.alertsFailed}
            </Alert>
          }
        >
          <Suspense fallback={<Skeleton variant="rounded" height={120} sx={{ mt: 3 }} />}>
            <StudentAlertsForm />
          </Suspense>
        </LoadFailure>
      )}
      <PlanDialog open={open} onClose={() => setOpen(false)} currentPriceId={plan?.priceId} />
    </Card>
  );
}
