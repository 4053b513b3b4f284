export {
  useGetFavoriteStudentsQuery,
  useGetStudentAlertsQuery,
  useGetSubscriptionQuery,
  useUpdateStudentAlertsMutation,
} from './plans-api.ts';
export { PlanDialog } from './plan-dialog-on-demand.tsx';
export { useCheckoutReturn } from './checkout-return.ts';
export { FavoriteButton } from './favorite-button.tsx';
export { UpgradePrompt } from './upgrade-prompt.tsx';
export { useQuotaDialog } from './quota.ts';
