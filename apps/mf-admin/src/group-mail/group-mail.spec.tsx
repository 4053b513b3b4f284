import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_MESSAGES } from '@yrkesbro/contracts';
import type { AdminStats, AuthUser, MailingHistoryEntry } from '@yrkesbro/contracts';
import { StatCards } from '../overview/stat-cards.tsx';
import { chooseOption, apiError, json, mockApi, renderPage } from '../testing/render-page.tsx';
import { GroupMailForm } from './group-mail-form.tsx';
import { MailHistory } from './mail-history.tsx';

const ADMIN: AuthUser = { id: '9', email: 'admin@yrkesbro.no', role: 'admin' };

const entry = (fields: Partial<MailingHistoryEntry>): MailingHistoryEntry => ({
  uuid: 'mailing-1',
  title: 'Sommerjobber',
  msg: 'Hei!',
  group: 'business',
  successful: null,
  sendt: '2026-11-22T10:00:00.000Z',
  recipient_count: 2,
  queued: 2,
  sent: 0,
  failed: 0,
  skipped: 0,
  ...fields,
});

const NO_STATS: AdminStats = {
  total_students: 0,
  total_businesses: 0,
  total_job_postings: 0,
  total_applications: 0,
  new_signups_week: 0,
  open_job_postings: 0,
  mails_queued: 0,
  mails_failed: 0,
};

/**
 * The group-mail API: a sent mailing appears in the history queued, then settles as `outcome`
 * after the history has been read `readsUntilDone` more times.
 */
function serve({
  outcome = { successful: true, queued: 0, sent: 2 } as Partial<MailingHistoryEntry>,
  sendFails = undefined as { status: number; message: string } | undefined,
  historyFails = false,
} = {}) {
  let history: MailingHistoryEntry[] = [];
  let reads = 0;
  const posted: unknown[] = [];
  mockApi(async (path, request) => {
    if (path === '/api/admin/stats') {
      const queued = history.reduce((sum, mailing) => sum + mailing.queued, 0);
      return json(200, { ...NO_STATS, mails_queued: queued });
    }
    if (path === '/api/admin/emails/students') return json(200, { emails: [], count: 5 });
    if (path === '/api/admin/emails/businesses') return json(200, { emails: [], count: 2 });
    if (path === '/api/admin/emails/history') {
      if (historyFails) return apiError(500, 'Intern feil');
      if (history.length > 0 && ++reads >= 2) history = [entry(outcome)];
      return json(200, history);
    }
    if (path === '/api/admin/emails/send') {
      posted.push(await request.json());
      if (sendFails) return apiError(sendFails.status, sendFails.message);
      history = [entry({})];
      return json(202, { successful: true, recipientCount: 2, uuid: 'mailing-1' });
    }
    return json(404, {});
  });
  return posted;
}

const render = () =>
  renderPage(
    <>
      <GroupMailForm />
      <MailHistory />
    </>,
    { url: '/admin/dashboard', user: ADMIN },
  );

/** The mail 'Sommerjobber' to the two businesses, Send e-post pressed. */
async function fill() {
  await screen.findByRole('combobox', { name: 'Mottakere' });
  await chooseOption('Mottakere', 'Bedrifter');
  expect(await screen.findByText('2 mottakere')).toBeInTheDocument();
  await userEvent.type(screen.getByRole('textbox', { name: 'Tittel' }), 'Sommerjobber');
  await userEvent.type(screen.getByRole('textbox', { name: 'Melding' }), 'Hei!');
  await userEvent.click(screen.getByRole('button', { name: 'Send e-post' }));
}

async function fillAndSend() {
  await fill();
  const confirm = await screen.findByRole('dialog', { name: 'Sende e-posten?' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Send' }));
}

describe('group mail', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    sessionStorage.clear();
  });

  it('says the history is empty at first', async () => {
    serve();
    render();
    expect(await screen.findByText('Ingen e-posthistorikk ennå')).toBeInTheDocument();
  });

  it("refuses blank fields with 'Vennligst fyll ut alle felt' and sends nothing", async () => {
    const posted = serve();
    render();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Tittel' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send e-post' }));
    const title = screen.getByRole('textbox', { name: 'Tittel' });
    const message = screen.getByRole('textbox', { name: 'Melding' });
    // Both blank fields are marked and say why; the keyboard goes to the first.
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Vennligst fyll ut alle felt.');
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription('Vennligst fyll ut alle felt.');
    await userEvent.type(title, 'Sommerjobber');
    await userEvent.click(screen.getByRole('button', { name: 'Send e-post' }));
    await waitFor(() => expect(message).toHaveFocus());
    expect(title).toHaveAttribute('aria-invalid', 'false');
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toEqual([]);
  });

  it('says a message past 20 000 characters is too long, keeping it, and sends nothing', async () => {
    const posted = serve();
    render();
    await screen.findByRole('combobox', { name: 'Mottakere' });
    await chooseOption('Mottakere', 'Bedrifter');
    await userEvent.type(screen.getByRole('textbox', { name: 'Tittel' }), 'Sommerjobber');
    const message = screen.getByRole('textbox', { name: 'Melding' });
    await userEvent.click(message);
    await userEvent.paste('a'.repeat(20001));
    await userEvent.click(screen.getByRole('button', { name: 'Send e-post' }));
    await waitFor(() => expect(message).toHaveAccessibleDescription(ADMIN_MESSAGES.messageTooLong));
    expect(screen.getByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.messageTooLong);
    expect(message).toHaveFocus();
    expect(message).toHaveValue('a'.repeat(20001));
    expect(posted).toEqual([]);
  });

  it('asks before sending, naming the mail and its recipients; Avbryt sends nothing', async () => {
    const posted = serve();
    render();
    await fill();
    const confirm = await screen.findByRole('dialog', { name: 'Sende e-posten?' });
    expect(confirm).toHaveAccessibleDescription(
      '«Sommerjobber» går til 2 mottakere (bedrifter) med en gang, og kan ikke hentes tilbake.',
    );
    // Avbryt is the default: Enter alone sends nothing.
    expect(within(confirm).getByRole('button', { name: 'Avbryt' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Sende e-posten?' })).not.toBeInTheDocument(),
    );
    expect(posted).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Melding' })).toHaveValue('Hei!');
  });

  it('sends once for a double click on Send, though the closing dialog still shows it', async () => {
    const posted = serve();
    render();
    await fill();
    const confirm = await screen.findByRole('dialog', { name: 'Sende e-posten?' });
    await userEvent.dblClick(within(confirm).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('listitem', { name: 'Sommerjobber' })).toBeInTheDocument();
    expect(posted).toHaveLength(1);
  });

  it('reads Sender... while the mailing runs, shows its progress, then tells the outcome', async () => {
    const posted = serve();
    render();
    await fillAndSend();
    const sending = await screen.findByRole('button', { name: 'Sender...' });
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    // The keyboard stays where it was: the busy button is not taken out of the page.
    expect(sending).toHaveFocus();
    await userEvent.click(sending);
    const row = await screen.findByRole('listitem', { name: 'Sommerjobber' });
    expect(row).toHaveTextContent('0 sendt · 2 i kø · 0 feilet av 2');
    expect(within(row).getByText('Sendes')).toBeInTheDocument();

    expect(
      await screen.findByText('E-post sendt til 2 mottakere.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(row).toHaveTextContent('2 sendt · 0 i kø · 0 feilet av 2');
    expect(within(row).getByText('Fullført')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send e-post' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(posted).toEqual([{ group: 'business', title: 'Sommerjobber', msg: 'Hei!' }]);
    expect(screen.getByRole('textbox', { name: 'Tittel' })).toHaveValue('');
  });

  it('keeps what is typed while a mailing goes out, clearing only what was sent', async () => {
    serve();
    render();
    await fillAndSend();
    await screen.findByRole('button', { name: 'Sender...' });
    const title = screen.getByRole('textbox', { name: 'Tittel' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Neste runde');
    expect(
      await screen.findByText('E-post sendt til 2 mottakere.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(title).toHaveValue('Neste runde');
    expect(screen.getByRole('textbox', { name: 'Melding' })).toHaveValue('');
  });

  it("reads the overview's queued count again once the mailing is done", async () => {
    serve();
    renderPage(
      <>
        <StatCards />
        <GroupMailForm />
        <MailHistory />
      </>,
      { url: '/admin/dashboard', user: ADMIN },
    );
    const queued = await screen.findByRole('listitem', { name: 'E-poster i kø' });
    await fillAndSend();
    await waitFor(() => expect(queued).toHaveTextContent(/^E-poster i kø2$/));
    expect(
      await screen.findByText('E-post sendt til 2 mottakere.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(queued).toHaveTextContent(/^E-poster i kø0$/));
  });

  it("says 'Noen e-poster kunne ikke sendes' when a copy failed", async () => {
    serve({ outcome: { successful: false, queued: 0, sent: 1, failed: 1 } });
    render();
    await fillAndSend();
    expect(
      await screen.findByText('Noen e-poster kunne ikke sendes.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it("says 'Kunne ikke sende e-poster' when the request fails", async () => {
    serve({ sendFails: { status: 500, message: 'Intern feil' } });
    render();
    await fillAndSend();
    expect(await screen.findByText('Kunne ikke sende e-poster.')).toBeInTheDocument();
    // Once the question has faded out, the page is back for assistive technology.
    expect(await screen.findByRole('button', { name: 'Send e-post' })).toBeEnabled();
  });

  it('says why the server refused the mailing, such as a session that has ended', async () => {
    serve({ sendFails: { status: 403, message: 'Du har ikke tilgang til dette.' } });
    render();
    await fillAndSend();
    expect(await screen.findByText('Du har ikke tilgang til dette.')).toBeInTheDocument();
    expect(screen.queryByText('Kunne ikke sende e-poster.')).not.toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Melding' })).toHaveValue('Hei!');
  });

  it("says 'Kunne ikke hente e-posthistorikk' when the history cannot be read", async () => {
    serve({ historyFails: true });
    render();
    expect(await screen.findAllByText('Kunne ikke hente e-posthistorikk.')).not.toHaveLength(0);
  });
  describe('a draft in the tab', () => {
    const KEY = `group-mail:${ADMIN.id}`;
    const RESTORED = /Det du skrev sist, er hentet fram igjen/;

    /** Writes the mail 'Sommerjobber' to the businesses, and waits for it to be kept. */
    async function write() {
      await screen.findByRole('combobox', { name: 'Mottakere' });
      await chooseOption('Mottakere', 'Bedrifter');
      await userEvent.type(screen.getByRole('textbox', { name: 'Tittel' }), 'Sommerjobber');
      await userEvent.type(screen.getByRole('textbox', { name: 'Melding' }), 'Hei!');
      await waitFor(() =>
        expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')).toEqual({
          group: 'business',
          title: 'Sommerjobber',
          msg: 'Hei!',
        }),
      );
    }

    it('brings the mail back after the session ended, and forgets it once sent', async () => {
      const posted = serve();
      const first = render();
      await write();
      // The session ended mid-mail: the redirect to /login took the page away.
      first.unmount();

      render();
      expect(await screen.findByText(RESTORED)).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Mottakere' })).toHaveDisplayValue('Bedrifter');
      expect(screen.getByRole('textbox', { name: 'Tittel' })).toHaveValue('Sommerjobber');
      expect(screen.getByRole('textbox', { name: 'Melding' })).toHaveValue('Hei!');

      await userEvent.click(screen.getByRole('button', { name: 'Send e-post' }));
      const confirm = await screen.findByRole('dialog', { name: 'Sende e-posten?' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Send' }));
      // Taken by the server: gone at once, so signing in again could not send it twice.
      await screen.findByRole('button', { name: 'Sender...' });
      expect(sessionStorage.getItem(KEY)).toBeNull();
      expect(screen.queryByText(RESTORED)).not.toBeInTheDocument();
      expect(
        await screen.findByText('E-post sendt til 2 mottakere.', {}, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(posted).toEqual([{ group: 'business', title: 'Sommerjobber', msg: 'Hei!' }]);
      expect(screen.getByRole('textbox', { name: 'Tittel' })).toHaveValue('');
      expect(sessionStorage.getItem(KEY)).toBeNull();
    });

    it('keeps what is typed while a mailing goes out, without the words it took', async () => {
      serve();
      render();
      await write();
      await userEvent.click(screen.getByRole('button', { name: 'Send e-post' }));
      const confirm = await screen.findByRole('dialog', { name: 'Sende e-posten?' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Send' }));
      await screen.findByRole('button', { name: 'Sender...' });
      const title = screen.getByRole('textbox', { name: 'Tittel' });
      await userEvent.clear(title);
      await userEvent.type(title, 'Neste runde');
      await waitFor(() =>
        expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')).toEqual({
          group: 'business',
          title: 'Neste runde',
          msg: '',
        }),
      );
      expect(
        await screen.findByText('E-post sendt til 2 mottakere.', {}, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')).toMatchObject({
        title: 'Neste runde',
      });
    });

    it('keeps the mail when the send is refused', async () => {
      serve({ sendFails: { status: 403, message: 'Du har ikke tilgang til dette.' } });
      render();
      await write();
      await userEvent.click(screen.getByRole('button', { name: 'Send e-post' }));
      const confirm = await screen.findByRole('dialog', { name: 'Sende e-posten?' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Send' }));
      expect(await screen.findByText('Du har ikke tilgang til dette.')).toBeInTheDocument();
      expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')).toMatchObject({
        title: 'Sommerjobber',
        msg: 'Hei!',
      });
    });

    it('forgets the mail once both fields are emptied, or on Begynn på nytt', async () => {
      serve();
      const first = render();
      await write();
      await userEvent.clear(screen.getByRole('textbox', { name: 'Tittel' }));
      expect(sessionStorage.getItem(KEY)).not.toBeNull();
      await userEvent.clear(screen.getByRole('textbox', { name: 'Melding' }));
      await waitFor(() => expect(sessionStorage.getItem(KEY)).toBeNull());

      await userEvent.type(screen.getByRole('textbox', { name: 'Tittel' }), 'Sommerjobber');
      await waitFor(() => expect(sessionStorage.getItem(KEY)).not.toBeNull());
      first.unmount();
      render();
      expect(await screen.findByText(RESTORED)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Begynn på nytt' }));
      expect(screen.getByRole('textbox', { name: 'Tittel' })).toHaveValue('');
      expect(screen.getByRole('combobox', { name: 'Mottakere' })).toHaveDisplayValue('Bedrifter');
      expect(screen.queryByText(RESTORED)).not.toBeInTheDocument();
      await waitFor(() => expect(sessionStorage.getItem(KEY)).toBeNull());
    });

    it('is not shown to another admin signing in on the tab', async () => {
      serve();
      const first = render();
      await write();
      first.unmount();
      renderPage(<GroupMailForm />, {
        url: '/admin/dashboard',
        user: { id: '10', email: 'annen@yrkesbro.no', role: 'admin' },
      });
      expect(await screen.findByRole('textbox', { name: 'Tittel' })).toHaveValue('');
      expect(screen.queryByText(RESTORED)).not.toBeInTheDocument();
      expect(sessionStorage.getItem(KEY)).not.toBeNull();
    });
  });
});
