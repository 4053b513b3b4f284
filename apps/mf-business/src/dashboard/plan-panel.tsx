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
import { LoadFailure, LoadsInPlace, RetryAlert } from '@yrkesbro/ui/dashboard';
import { lazy, useId, useState } from 'react';
import type { ReactNode } from 'react';
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

  // The placeholder is the free plan's card with its parts greyed out, so the tabs below stay
  // where they are when the plan arrives (a click aimed at a tab lands on it).
  if (isLoading)
    return (
      <PlanCard
        role="status"
        aria-label={T.loading}
        heading={
          <Skeleton>
            <span>{T.freeViews}</span>
          </Skeleton>
        }
        // A heading with no text yet is no heading.
        headingComponent="div"
        action={
          <Skeleton variant="rounded">
            <Button variant="contained">{T.choose}</Button>
          </Skeleton>
        }
      >
        {/* A new business's lines, hidden, size the placeholder: one line or two, as they will be. */}
        <Skeleton variant="text" component="div">
          <Typography sx={USAGE_SX}>{freeViewsUsageText(0)}</Typography>
        </Skeleton>
        <Skeleton variant="rounded" height={8} sx={PROGRESS_SX} />
      </PlanCard>
    );
  if (isError || !data)
    return (
      <RetryAlert sx={{ mb: 3 }} onRetry={() => void refetch()}>
        {T.loadFailed}
      </RetryAlert>
    );

  const { plan, usage } = data;
  return (
    <PlanCard
      component="section"
      aria-labelledby={headingId}
      headingId={headingId}
      heading={plan ? T.yourPlan(plan.name) : T.freeViews}
      action={
        // With the top plan there is nothing to upgrade to, but another plan may still be chosen.
        <Button variant="contained" color="secondary" onClick={() => setOpen(true)}>
          {!plan ? T.choose : plan.priceId === TOP_PRICE_ID ? T.change : T.upgrade}
        </Button>
      }
      after={
        <>
          {planIncludes(plan?.priceId, 'alerts') && (
            <LoadFailure
              fallback={
                <Alert severity="error" sx={{ mt: 3 }}>
                  {T.alertsFailed}
                </Alert>
              }
            >
              <LoadsInPlace fallback={<Skeleton variant="rounded" height={120} sx={{ mt: 3 }} />}>
                <StudentAlertsForm />
              </LoadsInPlace>
            </LoadFailure>
          )}
          <PlanDialog open={open} onClose={() => setOpen(false)} current={plan} />
        </>
      }
    >
      {plan ? (
        <Typography>{T.validUntil(formatDate(plan.endsAt))}</Typography>
      ) : (
        <>
          <Typography sx={USAGE_SX}>{freeViewsUsageText(usage.used, usage.limit)}</Typography>
          <LinearProgress
            variant="determinate"
            value={Math.min(100, (usage.used / usage.limit) * 100)}
            aria-label={T.freeViewsUsed}
            sx={PROGRESS_SX}
          />
        </>
      )}
    </PlanCard>
  );
}

const USAGE_SX = { fontVariantNumeric: 'tabular-nums' };
const PROGRESS_SX = { mt: 1, height: 8, borderRadius: 4, maxWidth: 360 };

/** The plan's card: a heading and its lines beside the action, then whatever follows below. */
function PlanCard({
  heading,
  headingId,
  headingComponent = 'h2',
  action,
  after,
  children,
  ...card
}: {
  component?: 'section';
  role?: 'status';
  'aria-label'?: string;
  'aria-labelledby'?: string;
  heading: ReactNode;
  headingId?: string;
  headingComponent?: 'h2' | 'div';
  action: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card {...card} component={card.component ?? 'div'} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
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
          <Typography id={headingId} variant="h2" component={headingComponent} sx={{ mb: 1 }}>
            {heading}
          </Typography>
          {children}
        </Box>
        {action}
      </Box>
      {after}
    </Card>
  );
}
