import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SCHOOL_CSV_MAX_BYTES, SCHOOL_MESSAGES } from '@yrkesbro/contracts';
import type { AuthUser, School } from '@yrkesbro/contracts';
import { chooseOption, apiError, json, mockApi, renderPage } from '../testing/render-page.tsx';
import SchoolsPage from './schools-page.tsx';

const ADMIN: AuthUser = { id: '9', email: 'admin@yrkesbro.no', role: 'admin' };
const STUDENT: AuthUser = { id: '3', email: 'kari@elev.no', role: 'student' };

const school = (id: string, name: string, region: School['region']): School => ({
  school_id: id,
  school_name: name,
  region,
  address: region,
  email: `post@${id}.example`,
  email_is_example: true,
  contacted: 'false',
});

/**
 * The schools API; a sent e-mail marks the school contacted, as the server does. A request to
 * `hold` waits until `release` answers it.
 */
function serve({
  sendFails = false,
  contactedMeanwhile = false,
  importFails = false,
  hold,
}: {
  sendFails?: boolean;
  contactedMeanwhile?: boolean;
  importFails?: boolean;
  hold?: string;
} = {}) {
  let held: (response: Response) => void = () => undefined;
  const schools = [
    school('kuben', 'Kuben videregående skole', 'Oslo'),
    school('strinda', 'Strinda videregående skole', 'Trøndelag'),
  ];
  const asked: URLSearchParams[] = [];
  const posted: { path: string; body: unknown }[] = [];
  mockApi(async (path, request) => {
    if (path === '/api/schools' && request.method === 'GET') {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const region = params.get('region');
      return json(
        200,
        schools.filter((s) => !region || s.region === region),
      );
    }
    const body = await request.json();
    posted.push({ path, body });
    if (path === hold) return new Promise<Response>((resolve) => (held = resolve));
    if (path === '/api/schools/send-email') {
      if (sendFails) return apiError(500, 'Intern feil');
      const target = schools.find((s) => s.school_id === (body as { schoolId: string }).schoolId)!;
      target.contacted = 'true';
      if (contactedMeanwhile) return apiError(409, SCHOOL_MESSAGES.alreadyContacted);
      return json(202, { message: `E-post sendt til ${target.school_name}.` });
    }
    if (path === '/api/schools/import') {
      return importFails
        ? apiError(400, 'Linje 3 i CSV-filen: Velg et fylke')
        : json(200, { imported: 1 });
    }
    return json(404, {});
  });
  return { asked, posted, release: (response: Response) => held(response) };
}

/** Presses Escape where a person typing in `field` would: inside the dialog. */
async function escapeFrom(field: HTMLElement) {
  field.focus();
  await userEvent.keyboard('{Escape}');
}

describe('the schools directory', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lets a student browse and filter by county, without the admin buttons', async () => {
    const { asked } = serve();
    renderPage(<SchoolsPage />, { url: '/schools', user: STUDENT });
    expect(
      await screen.findByRole('listitem', { name: 'Kuben videregående skole' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send Email/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Legg til skole' })).toBeNull();

    await chooseOption('Fylke', 'Trøndelag');
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Kuben videregående skole' })).toBeNull(),
    );
    expect(asked.at(-1)?.get('region')).toBe('Trøndelag');
    // In the address, so a reload and back keep it.
    expect(screen.getByTestId('search')).toHaveTextContent('?fylke=Tr%C3%B8ndelag');
  });

  it('starts from the search and county the address names, and ignores an unknown county', async () => {
    const { asked } = serve();
    const { unmount } = renderPage(<SchoolsPage />, {
      url: '/schools?q=kuben&fylke=Oslo',
      user: ADMIN,
    });
    await waitFor(() => expect(asked.at(-1)?.get('region')).toBe('Oslo'));
    expect(asked.at(-1)?.get('q')).toBe('kuben');
    expect(screen.getByRole('searchbox')).toHaveValue('kuben');
    unmount();
    renderPage(<SchoolsPage />, { url: '/schools?fylke=Atlantis', user: ADMIN });
    await waitFor(() => expect(asked.at(-1)?.get('q')).toBe(''));
    expect(asked.at(-1)?.has('region')).toBe(false);
  });

  it('sends the outreach e-mail with its placeholders, then shows the school contacted', async () => {
    const { posted } = serve();
    renderPage(<SchoolsPage />, { url: '/schools', user: ADMIN });
    const kuben = await screen.findByRole('listitem', { name: 'Kuben videregående skole' });
    await userEvent.click(within(kuben).getByRole('button', { name: /Send Email/ }));
    const dialog = await screen.findByRole('dialog');
    expect(
      (within(dialog).getByRole('textbox', { name: 'Melding' }) as HTMLTextAreaElement).value,
    ).toContain('Hei {schoolName}!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(
      await screen.findByText('E-post sendt til Kuben videregående skole.'),
    ).toBeInTheDocument();
    expect(posted[0]).toMatchObject({
      path: '/api/schools/send-email',
      body: { schoolId: 'kuben', emailContent: expect.stringContaining('{region}') },
    });
    const reloaded = await screen.findByRole('listitem', { name: 'Kuben videregående skole' });
    expect(await within(reloaded).findByText('Contacted')).toBeInTheDocument();
    expect(within(reloaded).getByRole('button', { name: /Send Email/ })).toBeDisabled();
    // Its button disabled, the school's Edit button has the keyboard's focus, not the page.
    await waitFor(() =>
      expect(
        within(reloaded).getByRole('button', { name: 'Rediger Kuben videregående skole' }),
      ).toHaveFocus(),
    );
  });

  it("says 'Kunne ikke sende e-post.' when sending fails", async () => {
    serve({ sendFails: true });
    renderPage(<SchoolsPage />, { url: '/schools', user: ADMIN });
    const kuben = await screen.findByRole('listitem', { name: 'Kuben videregående skole' });
    await userEvent.click(within(kuben).getByRole('button', { name: /Send Email/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send' }),
    );
    expect(await screen.findByText('Kunne ikke sende e-post.')).toBeInTheDocument();
  });

  it('says so when another tab contacted the school meanwhile, closes the dialog and shows it contacted', async () => {
    serve({ contactedMeanwhile: true });
    renderPage(<SchoolsPage />, { url: '/schools', user: ADMIN });
    const kuben = await screen.findByRole('listitem', { name: 'Kuben videregående skole' });
    await userEvent.click(within(kuben).getByRole('button', { name: /Send Email/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send' }),
    );
    expect(await screen.findByText(SCHOOL_MESSAGES.alreadyContacted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const reloaded = await screen.findByRole('listitem', { name: 'Kuben videregående skole' });
    await waitFor(() =>
      expect(within(reloaded).getByRole('button', { name: /Send Email/ })).toBeDisabled(),
    );
  });

  it('keeps the e-mail dialog open while it sends, and the text written when sending fails', async () => {
    const { release } = serve({ hold: '/api/schools/send-email' });
    renderPage(<SchoolsPage />, { url: '/schools', user: ADMIN });
    const kuben = await screen.findByRole('listitem', { name: 'Kuben videregående skole' });
    await userEvent.click(within(kuben).getByRole('button', { name: /Send Email/ }));
    const dialog = await screen.findByRole('dialog');
    const message = within(dialog).getByRole('textbox', { name: 'Melding' });
    await userEvent.type(message, ' Hilsen Kari');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Avbryt' })).toBeDisabled(),
    );
    await escapeFrom(message);
    expect(screen.getByRole('dialog')).toBe(dialog);
    release(apiError(500, 'Intern feil'));
    expect(await screen.findByText('Kunne ikke sende e-post.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect((message as HTMLTextAreaElement).value).toMatch(/Hilsen Kari$/);
  });

  it("keeps a new school's dialog open while it saves, and what was typed when it is refused", async () => {
    const { release } = serve({ hold: '/api/schools' });
    renderPage(<SchoolsPage />, { url: '/schools', user: ADMIN });
    await screen.findByRole('listitem', { name: 'Kuben videregående skole' });
    await userEvent.click(screen.getByRole('button', { name: 'Legg til skole' }));
    const dialog = await screen.findByRole('dialog', { name: 'Legg til skole' });
    const name = within(dialog).getByLabelText(/^Skolenavn/);
    await userEvent.type(name, 'Kuben videregående skole');
    await userEvent.type(within(dialog).getByLabelText(/^Adresse/), 'Kongshavnveien 2');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^E-post/ }),
      'post@kuben.example',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));

    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Avbryt' })).toBeDisabled(),
    );
    await escapeFrom(name);
    expect(screen.getByRole('dialog')).toBe(dialog);
    release(apiError(409, SCHOOL_MESSAGES.duplicate));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SCHOOL_MESSAGES.duplicate);
    expect(name).toHaveValue('Kuben videregående skole');
  });

  it('marks every missing field of a new school at once, on the field, and sends nothing', async () => {
    const { posted } = serve();
    renderPage(<SchoolsPage />, { url: '/schools', user: ADMIN });
    await screen.findByRole('listitem', { name: 'Kuben videregående skole' });
    await userEvent.click(screen.getByRole('button', { name: 'Legg til skole' }));
    const dialog = await screen.findByRole('dialog', { name: 'Legg til skole' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    const name = within(dialog).getByLabelText(/^Skolenavn/);
    const address = within(dialog).getByLabelText(/^Adresse/);
    const email = within(dialog).getByRole('textbox', { name: /^E-post/ });
    expect(name).toHaveAccessibleDescription(SCHOOL_MESSAGES.nameRequired);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(address).toHaveAccessibleDescription(SCHOOL_MESSAGES.addressRequired);
    expect(email).toHaveAccessibleDescription(SCHOOL_MESSAGES.emailInvalid);
    await userEvent.type(name, 'Ny skole');
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toEqual([]);
  });

  it("shows the server's reason when a CSV file is refused", async () => {
    serve({ importFails: true });
    renderPage(<SchoolsPage />, { url: '/schools', user: ADMIN });
    await screen.findByRole('listitem', { name: 'Kuben videregående skole' });
    const file = new File(['navn;fylke;adresse;e-post\n'], 'skoler.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('CSV-fil med skoler'), file);
    expect(await screen.findByText('Linje 3 i CSV-filen: Velg et fylke')).toBeInTheDocument();
  });

  it('refuses a CSV file too large for the import before sending it, and says why', async () => {
    const { posted } = serve();
    renderPage(<SchoolsPage />, { url: '/schools', user: ADMIN });
    await screen.findByRole('listitem', { name: 'Kuben videregående skole' });
    const file = new File(['x'.repeat(SCHOOL_CSV_MAX_BYTES + 1)], 'skoler.csv', {
      type: 'text/csv',
    });
    await userEvent.upload(screen.getByLabelText('CSV-fil med skoler'), file);
    expect(await screen.findByText(SCHOOL_MESSAGES.csvTooLarge)).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it("says 'Klarte ikke å hente skoler.' when the list cannot be read", async () => {
    mockApi(() => apiError(500, 'Intern feil'));
    renderPage(<SchoolsPage />, { url: '/schools', user: STUDENT });
    expect(await screen.findAllByText('Klarte ikke å hente skoler.')).not.toHaveLength(0);
  });
});
