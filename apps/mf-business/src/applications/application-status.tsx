import Chip from '@mui/material/Chip';
import type { ChipProps } from '@mui/material/Chip';
import { APPLICATION_STATUS_LABELS } from '@yrkesbro/contracts';
import type { ApplicationStatus, BusinessApplication, MeetingType } from '@yrkesbro/contracts';
import { TEXTS } from './texts.ts';

/** Each status in a palette colour of the theme, so a list reads at a glance. */
const STATUS_COLORS: Record<ApplicationStatus, ChipProps['color']> = {
  pending: 'warning',
  accepted: 'success',
  rejected: 'error',
  interview: 'primary',
};

export const MEETING_TYPE_LABELS: Record<MeetingType, string> = TEXTS.meetingTypes;

/** The API sends the status twice (`application_status` and `status`); either will do. */
export function statusOf(application: BusinessApplication): ApplicationStatus {
  return application.application_status ?? application.status;
}

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
