export {
  plansApi,
  useCreateCheckoutSessionMutation,
  useGetFavoriteStudentsQuery,
  useGetStudentAlertsQuery,
  useGetSubscriptionQuery,
  useSetFavoriteStudentMutation,
  useUpdateStudentAlertsMutation,
  useVerifyCheckoutSessionMutation,
} from './plans-api.ts';
export { PlanDialog } from './plan-dialog.tsx';
export { useCheckoutReturn } from './checkout-return.ts';
export { FavoriteButton } from './favorite-button.tsx';
export { UpgradePrompt } from './upgrade-prompt.tsx';
export { quotaExceeded, useQuotaDialog } from './quota.ts';
export type { QuotaUsage } from './quota.ts';
