import Chip from '@mui/material/Chip';
import type { ChipProps } from '@mui/material/Chip';
import { APPLICATION_STATUS_LABELS } from '@yrkesbro/contracts';
import type { ApplicationStatus } from '@yrkesbro/contracts';

/** Each status in a palette colour of the theme, so the list reads at a glance. */
const STATUS_COLORS: Record<ApplicationStatus, ChipProps['color']> = {
  pending: 'warning',
  accepted: 'success',
  rejected: 'error',
  interview: 'primary',
};

/** Venter, Godkjent, Avvist or Intervju. */
export function ApplicationStatusChip({ status }: { status: ApplicationStatus }) {
  return (
    <Chip
      size="small"
      label={APPLICATION_STATUS_LABELS[status] ?? status}
      color={STATUS_COLORS[status] ?? 'default'}
    />
  );
}
