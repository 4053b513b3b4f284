import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CalendarEventPage } from './calendar-event-page.tsx';
import { anEvent, at, json, mockApi, renderPage } from './testing/render-page.tsx';
import { TEXTS } from './texts.ts';

// The form's chunk cannot be loaded, as after a deploy that replaced it.
jest.mock('./event-form.tsx', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('CalendarEventPage when its form cannot be loaded', () => {
  afterEach(() => jest.restoreAllMocks());

  it('says so and shows the event again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const event = anEvent({ title: 'Intervju hos Rør AS', startDate: at(2027, 2, 12, 14, 30) });
    mockApi(() => json(200, [event]));
    renderPage(<CalendarEventPage />, {
      url: `/calendar/events/${event.id}?date=2027-03-12`,
      path: '/calendar/events/:id',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Endre' }));

    expect(await screen.findByText(TEXTS.eventPage.editorFailed)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Intervju hos Rør AS' })).toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Endre' })).toBeInTheDocument();
  });
});
