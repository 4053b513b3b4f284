import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@yrkesbro/api-client';
import { CALENDAR_MESSAGES } from '@yrkesbro/contracts';
import type { CalendarEventRequest } from '@yrkesbro/contracts';
import { PageContainer, usePageTitle, useNavigate, useSearchParams } from '@yrkesbro/ui';
import { useSnackbar } from '@yrkesbro/toasts';
import { useAddCalendarEventMutation } from './calendar-api.ts';
import { CalendarEventForm, EMPTY_EVENT_FORM } from './event-form.tsx';
import { isoDateOf, parseIsoDate, toIsoDate } from './month-grid.ts';
import { TEXTS } from './texts.ts';

const T = TEXTS.newEventPage;

/**
 * /calendar/events/new: adds an event and goes back to the calendar at its day. The calendar
 * links here with `?date=YYYY-MM-DD` (the selected day), which starts the event at 09:00.
 */
export function CalendarEventNewPage() {
  usePageTitle(T.title);
  const [params] = useSearchParams();
  const day = parseIsoDate(params.get('date'));
  const [addEvent] = useAddCalendarEventMutation();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const back = day ? `/calendar?date=${toIsoDate(day)}` : '/calendar';

  const save = async (request: CalendarEventRequest) => {
    try {
      const created = await addEvent(request).unwrap();
      enqueueSnackbar(T.added, { variant: 'success' });
      const createdDay = isoDateOf(created?.startDate ?? request.startDate);
      navigate(createdDay ? `/calendar?date=${createdDay}` : '/calendar');
    } catch (error) {
      enqueueSnackbar(errorMessage(error, CALENDAR_MESSAGES.addFallback), { variant: 'error' });
      throw error;
    }
  };

  return (
    <PageContainer>
      <Card sx={{ maxWidth: 640, mx: 'auto' }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h1" gutterBottom>
            {T.title}
          </Typography>
          <CalendarEventForm
            initialValues={{
              ...EMPTY_EVENT_FORM,
              startDate: day ? `${toIsoDate(day)}T09:00` : '',
            }}
            submitLabel={T.save}
            busyLabel={T.saving}
            onSubmit={save}
            onCancel={() => navigate(back)}
          />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
