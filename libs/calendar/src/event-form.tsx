import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { CALENDAR_EVENT_TYPES, calendarEventSchema } from '@yrkesbro/contracts';
import type { CalendarEvent, CalendarEventRequest, CalendarEventType } from '@yrkesbro/contracts';
import { useFormik } from 'formik';
import { CALENDAR_EVENT_TYPE_LABELS } from './event-types.ts';
import { FormField } from '@yrkesbro/forms';
import { fromDateTimeLocal, toDateTimeLocal } from './month-grid.ts';
import { TEXTS } from './texts.ts';

const T = TEXTS.eventForm;

/** What the form holds: dates as `datetime-local` values in the person's own time zone. */
export interface CalendarEventFormValues {
  title: string;
  type: CalendarEventType;
  startDate: string;
  endDate: string;
  description: string;
}

export const EMPTY_EVENT_FORM: CalendarEventFormValues = {
  title: '',
  type: 'other',
  startDate: '',
  endDate: '',
  description: '',
};

/** The form's values for an existing event (editing). */
export function formValuesOf(event: CalendarEvent): CalendarEventFormValues {
  return {
    title: event.title,
    type: event.type,
    startDate: toDateTimeLocal(event.startDate),
    endDate: toDateTimeLocal(event.endDate),
    description: event.description ?? '',
  };
}

/** The body of POST/PUT /api/calendar/events: trimmed text, ISO instants, null for blanks. */
export function toEventRequest(values: CalendarEventFormValues): CalendarEventRequest {
  return {
    title: values.title.trim(),
    type: values.type,
    startDate: fromDateTimeLocal(values.startDate) ?? values.startDate,
    endDate: fromDateTimeLocal(values.endDate),
    description: values.description.trim() || null,
  };
}

interface CalendarEventFormProps {
  initialValues: CalendarEventFormValues;
  submitLabel: string;
  busyLabel: string;
  /** Resolves when saved; throws (after reporting) to keep what was typed. */
  onSubmit: (request: CalendarEventRequest) => Promise<void>;
  onCancel: () => void;
}

/**
 * Adding and editing an event: title, type, start, optional end and a description, checked
 * with the contracts' calendarEventSchema (the same rules the API applies).
 */
export function CalendarEventForm({
  initialValues,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
}: CalendarEventFormProps) {
  const form = useFormik<CalendarEventFormValues>({
    initialValues,
    validationSchema: calendarEventSchema,
    onSubmit: async (values) => {
      try {
        await onSubmit(toEventRequest(values));
      } catch {
        // Reported by the page; the typed input stays in the form.
      }
    },
  });

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={form.handleSubmit}
      spacing={2}
      aria-label={T.label}
    >
      <FormField
        form={form}
        name="title"
        label={T.title}
        required
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <FormField form={form} name="type" label={T.type} select>
        {CALENDAR_EVENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {CALENDAR_EVENT_TYPE_LABELS[type]}
          </option>
        ))}
      </FormField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormField form={form} name="startDate" label={T.start} type="datetime-local" required />
        <FormField
          form={form}
          name="endDate"
          label={T.end}
          type="datetime-local"
          slotProps={{ htmlInput: { min: form.values.startDate || undefined } }}
        />
      </Stack>
      <FormField
        form={form}
        name="description"
        label={T.description}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'flex-end' }}
      >
        <Button onClick={onCancel} disabled={form.isSubmitting} size="large">
          {T.cancel}
        </Button>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={form.isSubmitting}
          aria-busy={form.isSubmitting}
        >
          {form.isSubmitting ? busyLabel : submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}

/** Editing an existing event: the form, filled in with the event's values. */
export function CalendarEventEditForm({
  event,
  ...props
}: Omit<CalendarEventFormProps, 'initialValues'> & { event: CalendarEvent }) {
  return <CalendarEventForm initialValues={formValuesOf(event)} {...props} />;
}
