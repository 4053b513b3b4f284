import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BUSINESS_MESSAGES,
  LOGO_MAX_BYTES,
  ORGANIZATION_NUMBER_MESSAGES,
} from '@yrkesbro/contracts';
import type { AuthUser } from '@yrkesbro/contracts';
import BusinessDashboardPage from '../dashboard/dashboard-page.tsx';
import { FREE_PLAN, PROFILE, VOCATIONS, jobsResponse } from '../testing/fixtures.ts';
import {
  BUSINESS,
  chooseOption,
  apiError,
  json,
  mockApi,
  renderPage,
  requests,
} from '../testing/render-page.tsx';
import { BusinessProfileForm } from './business-profile-form.tsx';

type Sent = { method: string; path: string; fields: Record<string, string>; logo?: File };

/** Records every multipart save and answers the loads. */
function serve({
  mine,
  save,
  registration,
}: {
  mine: () => Response;
  save?: () => Response;
  registration?: { company_name: string; organization_number: string };
}) {
  const sent: Sent[] = [];
  const fetchMock = mockApi(async (path, request) => {
    if (path === '/api/vocations') return json(200, VOCATIONS);
    if (path === '/api/businesses/mine') return mine();
    if (path === '/api/businesses/mine/registration' && registration)
      return json(200, registration);
    if (request.method === 'POST' || request.method === 'PUT') {
      const form = await request.formData();
      const fields: Record<string, string> = {};
      let logo: File | undefined;
      form.forEach((value, key) => {
        if (typeof value === 'string') fields[key] = value;
        else logo = value as File;
      });
      sent.push({ method: request.method, path, fields, logo });
      return save ? save() : json(200, PROFILE);
    }
    return json(404);
  });
  return { sent, fetchMock };
}

async function chooseIndustry(name: string) {
  await chooseOption(/Bransje/, name);
}

/** Types a whole value at once (a paste): MUI and Formik re-render on every keystroke. */
async function fill(label: RegExp, text: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
}

async function fillNewProfile() {
  await fill(/^Firmanavn/, 'Lys og Strøm AS');
  await fill(/^Beskrivelse/, 'Elektrikere i Bodø.');
  await chooseIndustry('Elektro');
  await fill(/^Sted/, 'Bodø');
  await fill(/^Nettside/, 'https://lysogstrom.no');
  await fill(/^Organisasjonsnummer/, '987654325');
}

const missing = () => apiError(404, BUSINESS_MESSAGES.notFound);

describe('BusinessProfileForm', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    sessionStorage.clear();
  });

  it('starts a new profile with the company name and number given at registration', async () => {
    serve({
      mine: missing,
      registration: { company_name: 'Elektro Nord AS', organization_number: '987654325' },
    });
    renderPage(<BusinessProfileForm />, { url: '/business/dashboard' });
    expect(
      await screen.findByRole('heading', { name: 'Opprett bedriftsprofil' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Firmanavn/)).toHaveValue('Elektro Nord AS');
    expect(screen.getByLabelText(/^Organisasjonsnummer/)).toHaveValue('987654325');
  });

  it('is in create mode when /businesses/mine answers 404 and POSTs FormData with the logo', async () => {
    const { sent } = serve({ mine: missing });
    renderPage(<BusinessProfileForm />, { url: '/business/dashboard' });

    expect(
      await screen.findByRole('heading', { name: 'Opprett bedriftsprofil' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Firmanavn/)).toHaveValue('');
    expect(screen.getByLabelText(/^Organisasjonsnummer/)).toHaveValue('');

    await fillNewProfile();
    const logo = new File(['png-bytes'], 'logo.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Logo'), logo);
    expect(screen.getByAltText('Forhåndsvisning av ny logo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Opprett bedriftsprofil' }));

    expect(await screen.findByText(BUSINESS_MESSAGES.saved)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/businesses',
      fields: {
        company_name: 'Lys og Strøm AS',
        description: 'Elektrikere i Bodø.',
        industry: '3',
        location: 'Bodø',
        website: 'https://lysogstrom.no',
        phone_number: '',
        organization_number: '987654325',
      },
    });
    expect(sent[0].logo).toMatchObject({ name: 'logo.png', type: 'image/png' });
    expect(await sent[0].logo?.text()).toBe('png-bytes');
  });

  it('is in edit mode with the saved values and PUTs to /businesses/{uuid}', async () => {
    const { sent } = serve({ mine: () => json(200, PROFILE) });
    renderPage(<BusinessProfileForm />, { url: '/business/dashboard' });

    expect(await screen.findByRole('heading', { name: 'Bedriftsprofil' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Firmanavn/)).toHaveValue('Rør AS');
    expect(screen.getByLabelText(/^Sted/)).toHaveValue('Trondheim');
    expect(screen.getByLabelText(/^Nettside/)).toHaveValue('https://ror.no');
    expect(screen.getByLabelText(/^Organisasjonsnummer/)).toHaveValue('912345688');
    expect(screen.getByRole('combobox', { name: /Bransje/ })).toHaveDisplayValue('Bygg og anlegg');
    expect(screen.getByAltText('Logoen til Rør AS')).toHaveAttribute(
      'src',
      '/uploads/logos/ror.png',
    );

    await userEvent.clear(screen.getByLabelText(/^Sted/));
    await fill(/^Sted/, 'Stjørdal');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre bedriftsprofil' }));

    expect(await screen.findByText(BUSINESS_MESSAGES.saved)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      path: `/api/businesses/${PROFILE.uuid}`,
      fields: { company_name: 'Rør AS', industry: '5', location: 'Stjørdal' },
    });
    expect(sent[0].logo).toBeUndefined();
  });

  it('asks before the tab is closed while changes are unsaved, and not once they are saved', async () => {
    serve({ mine: () => json(200, PROFILE) });
    renderPage(<BusinessProfileForm />, { url: '/business/dashboard' });
    const closing = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await screen.findByRole('heading', { name: 'Bedriftsprofil' });
    expect(closing()).toBe(false);
    await fill(/^Sted/, ' sentrum');
    expect(closing()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Lagre bedriftsprofil' }));
    expect(await screen.findByText(BUSINESS_MESSAGES.saved)).toBeInTheDocument();
    await waitFor(() => expect(closing()).toBe(false));
  });

  it('shows the saved contact e-mail, refuses one that is no address and sends it emptied', async () => {
    const { sent } = serve({ mine: () => json(200, PROFILE) });
    renderPage(<BusinessProfileForm />, { url: '/business/dashboard' });
    const field = await screen.findByLabelText(/^Kontakt-e-post/);
    expect(field).toHaveValue('post@ror.no');
    await userEvent.clear(field);
    await fill(/^Kontakt-e-post/, 'ikke en adresse');
    await userEvent.click(screen.getByRole('button', { name: 'Lagre bedriftsprofil' }));
    expect(await screen.findByText(BUSINESS_MESSAGES.contactEmailInvalid)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Lagre bedriftsprofil' }));
    expect(await screen.findByText(BUSINESS_MESSAGES.saved)).toBeInTheDocument();
    expect(sent[0].fields).toMatchObject({ contact_email: '' });
  });

  it('shows the initials when there is no logo', async () => {
    serve({ mine: () => json(200, { ...PROFILE, logo_url: null }) });
    renderPage(<BusinessProfileForm />, { url: '/business/dashboard' });
    await screen.findByRole('heading', { name: 'Bedriftsprofil' });
    // 'Rør AS': the legal form is no initial.
    expect(screen.getByText('R')).toBeInTheDocument();
  });

  it('refuses a logo over 5 MB and keeps what was typed', async () => {
    const { sent } = serve({ mine: missing });
    renderPage(<BusinessProfileForm />, { url: '/business/dashboard' });
    await screen.findByRole('heading', { name: 'Opprett bedriftsprofil' });
    await fillNewProfile();

    const big = new File([new Uint8Array(LOGO_MAX_BYTES + 1)], 'stor.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Logo'), big);

    expect(await screen.findByRole('alert')).toHaveTextContent(BUSINESS_MESSAGES.logoTooLarge);
    expect(screen.queryByAltText('Forhåndsvisning av ny logo')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Firmanavn/)).toHaveValue('Lys og Strøm AS');
    expect(screen.getByLabelText(/^Organisasjonsnummer/)).toHaveValue('987654325');

    // The refused file is not sent with the rest.
    await userEvent.click(screen.getByRole('button', { name: 'Opprett bedriftsprofil' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].logo).toBeUndefined();
    expect(sent[0].fields.company_name).toBe('Lys og Strøm AS');
  });

  it('refuses a file that is not a PNG or JPG image and keeps what was typed', async () => {
    serve({ mine: missing });
    const user = userEvent.setup({ applyAccept: false });
    renderPage(<BusinessProfileForm />, { url: '/business/dashboard' });
    await screen.findByRole('heading', { name: 'Opprett bedriftsprofil' });
    await user.click(screen.getByLabelText(/^Firmanavn/));
    await user.paste('Lys og Strøm AS');

    const text = new File(['hei'], 'notat.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText('Logo'), text);

    expect(await screen.findByRole('alert')).toHaveTextContent(BUSINESS_MESSAGES.logoNotImage);
    expect(screen.getByLabelText(/^Firmanavn/)).toHaveValue('Lys og Strøm AS');

    // A good file afterwards clears the message.
    await user.upload(
      screen.getByLabelText('Logo'),
      new File(['jpg'], 'logo.jpg', { type: 'image/jpeg' }),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Valgt: logo.jpg')).toBeInTheDocument();
  });

  it('validates with the schema messages before sending anything', async () => {
    const { sent } = serve({ mine: missing });
    renderPage(<BusinessProfileForm />, { url: '/business/dashboard' });
    await screen.findByRole('heading', { name: 'Opprett bedriftsprofil' });
    // 'ror.no' is taken as https://ror.no; a word alone is no address.
    await fill(/^Nettside/, 'ror');
    await fill(/^Organisasjonsnummer/, '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Opprett bedriftsprofil' }));

    expect(await screen.findByText(BUSINESS_MESSAGES.companyNameRequired)).toBeInTheDocument();
    expect(screen.getByText(BUSINESS_MESSAGES.industryRequired)).toBeInTheDocument();
    expect(screen.getByText(BUSINESS_MESSAGES.websiteInvalid)).toBeInTheDocument();
    expect(screen.getByText(ORGANIZATION_NUMBER_MESSAGES.length)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('shows the server’s message when saving fails and keeps the typed data', async () => {
    const { fetchMock } = serve({
      mine: missing,
      save: () => apiError(409, 'Organisasjonsnummeret er allerede registrert'),
    });
    renderPage(<BusinessProfileForm />, { url: '/business/dashboard' });
    await screen.findByRole('heading', { name: 'Opprett bedriftsprofil' });
    await fillNewProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Opprett bedriftsprofil' }));

    expect(
      await screen.findByText('Organisasjonsnummeret er allerede registrert'),
    ).toBeInTheDocument();
    // Reading the (still missing) profile again would start the form over, empty.
    const loads = requests(fetchMock).filter(({ url }) => url.pathname === '/api/businesses/mine');
    expect(loads).toHaveLength(1);
    expect(screen.getByLabelText(/^Firmanavn/)).toHaveValue('Lys og Strøm AS');
    expect(screen.getByLabelText(/^Beskrivelse/)).toHaveValue('Elektrikere i Bodø.');
    expect(screen.getByLabelText(/^Sted/)).toHaveValue('Bodø');
    expect(screen.getByRole('heading', { name: 'Opprett bedriftsprofil' })).toBeInTheDocument();
  });

  it('falls back to the spec’s save message when the server sends none', async () => {
    serve({ mine: () => json(200, PROFILE), save: () => json(500) });
    renderPage(<BusinessProfileForm />, { url: '/business/dashboard' });
    await screen.findByRole('heading', { name: 'Bedriftsprofil' });
    await userEvent.click(screen.getByRole('button', { name: 'Lagre bedriftsprofil' }));
    expect(await screen.findByText(BUSINESS_MESSAGES.saveFailed)).toBeInTheDocument();
  });

  it('shows the load error with a retry for failures other than 404', async () => {
    let fail = true;
    serve({ mine: () => (fail ? json(500) : json(200, PROFILE)) });
    renderPage(<BusinessProfileForm />, { url: '/business/dashboard' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(BUSINESS_MESSAGES.loadFailed);
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByLabelText(/^Firmanavn/)).toHaveValue('Rør AS');
  });

  it('reports vocations that cannot be loaded', async () => {
    mockApi((path) => {
      if (path === '/api/businesses/mine') return json(200, PROFILE);
      return json(500);
    });
    renderPage(<BusinessProfileForm />, { url: '/business/dashboard' });
    expect(await screen.findByText(BUSINESS_MESSAGES.industriesFailed)).toBeInTheDocument();
    // The saved industry is still shown, once the profile (a call of its own) has come.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Bransje/ })).toHaveDisplayValue(
        'Bygg og anlegg',
      ),
    );
  });
  describe('a draft in the tab', () => {
    const KEY = `business-profile:${BUSINESS.id}`;
    const RESTORED = /Det du skrev sist, er hentet fram igjen/;
    const render = (user: AuthUser = BUSINESS) =>
      renderPage(<BusinessProfileForm />, { url: '/business/dashboard', user });

    /** Types « sentrum» after the saved place, then the page goes as the session ends. */
    async function typeThenLeave() {
      serve({ mine: () => json(200, PROFILE) });
      const first = render();
      await screen.findByLabelText(/^Sted/);
      await fill(/^Sted/, ' sentrum');
      await waitFor(() => expect(sessionStorage.getItem(KEY)).toContain('Trondheim sentrum'));
      first.unmount();
    }

    it('brings back what was typed after signing in again, and forgets it once saved', async () => {
      const { sent } = serve({ mine: () => json(200, PROFILE) });
      const first = render();
      const description = await screen.findByLabelText(/^Beskrivelse/);
      await userEvent.clear(description);
      await fill(/^Beskrivelse/, 'Rørleggere i hele Midt-Norge.');
      await chooseIndustry('Elektro');
      await userEvent.clear(screen.getByLabelText(/^Sted/));
      await fill(/^Sted/, 'Stjørdal');
      await userEvent.clear(screen.getByLabelText(/^Nettside/));
      await fill(/^Nettside/, 'https://ror-midt.no');
      await waitFor(() => expect(sessionStorage.getItem(KEY)).toContain('Stjørdal'));
      // The session ended mid-form: the redirect to /login took the page away.
      first.unmount();

      // Signed in again: the saved profile is read anew, and does not overwrite the draft.
      render();
      expect(await screen.findByText(RESTORED)).toBeInTheDocument();
      expect(screen.getByLabelText(/^Beskrivelse/)).toHaveValue('Rørleggere i hele Midt-Norge.');
      // Elektro is a choice once the vocations have come.
      await waitFor(() =>
        expect(screen.getByRole('combobox', { name: /Bransje/ })).toHaveDisplayValue('Elektro'),
      );
      expect(screen.getByLabelText(/^Sted/)).toHaveValue('Stjørdal');
      expect(screen.getByLabelText(/^Nettside/)).toHaveValue('https://ror-midt.no');
      expect(screen.getByLabelText(/^Firmanavn/)).toHaveValue('Rør AS');

      await userEvent.click(screen.getByRole('button', { name: 'Lagre bedriftsprofil' }));
      expect(await screen.findByText(BUSINESS_MESSAGES.saved)).toBeInTheDocument();
      expect(sent[0].fields).toMatchObject({
        description: 'Rørleggere i hele Midt-Norge.',
        industry: '3',
        location: 'Stjørdal',
        website: 'https://ror-midt.no',
      });
      expect(sessionStorage.getItem(KEY)).toBeNull();
      await waitFor(() => expect(screen.queryByText(RESTORED)).not.toBeInTheDocument());
    });

    it('keeps what is typed after a save as well', async () => {
      serve({ mine: () => json(200, PROFILE) });
      const first = render();
      await screen.findByLabelText(/^Sted/);
      await fill(/^Sted/, ' sentrum');
      await userEvent.click(screen.getByRole('button', { name: 'Lagre bedriftsprofil' }));
      expect(await screen.findByText(BUSINESS_MESSAGES.saved)).toBeInTheDocument();
      expect(sessionStorage.getItem(KEY)).toBeNull();

      await fill(/^Beskrivelse/, ' Og i Nordland.');
      await waitFor(() => expect(sessionStorage.getItem(KEY)).toContain('Og i Nordland.'));
      first.unmount();
      render();
      expect(await screen.findByText(RESTORED)).toBeInTheDocument();
      expect(screen.getByLabelText(/^Beskrivelse/)).toHaveValue(
        'Vi legger rør i hele Trøndelag. Og i Nordland.',
      );
    });

    it('brings back a new profile, and the saved one opens without it', async () => {
      let created = false;
      const { sent } = serve({
        mine: () => (created ? json(200, PROFILE) : missing()),
        save: () => {
          created = true;
          return json(201, PROFILE);
        },
      });
      const first = render();
      await screen.findByRole('heading', { name: 'Opprett bedriftsprofil' });
      await fillNewProfile();
      await waitFor(() => expect(sessionStorage.getItem(KEY)).toContain('987654325'));
      first.unmount();

      render();
      expect(await screen.findByText(RESTORED)).toBeInTheDocument();
      expect(screen.getByLabelText(/^Firmanavn/)).toHaveValue('Lys og Strøm AS');
      expect(screen.getByLabelText(/^Beskrivelse/)).toHaveValue('Elektrikere i Bodø.');
      expect(screen.getByLabelText(/^Sted/)).toHaveValue('Bodø');
      await userEvent.click(screen.getByRole('button', { name: 'Opprett bedriftsprofil' }));

      // Created: the form opens again on the saved profile, with no draft to bring back.
      expect(await screen.findByRole('heading', { name: 'Bedriftsprofil' })).toBeInTheDocument();
      expect(sent).toHaveLength(1);
      expect(screen.getByLabelText(/^Firmanavn/)).toHaveValue('Rør AS');
      expect(screen.queryByText(RESTORED)).not.toBeInTheDocument();
      expect(sessionStorage.getItem(KEY)).toBeNull();
    });

    it('starts over from the saved profile on Begynn på nytt', async () => {
      await typeThenLeave();

      render();
      expect(await screen.findByText(RESTORED)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Begynn på nytt' }));
      expect(screen.getByLabelText(/^Sted/)).toHaveValue('Trondheim');
      expect(screen.queryByText(RESTORED)).not.toBeInTheDocument();
      await waitFor(() => expect(sessionStorage.getItem(KEY)).toBeNull());
    });

    it('is not shown to someone else signing in on the tab', async () => {
      await typeThenLeave();

      render({ id: '3', email: 'annen@yrkesbro.no', role: 'business' });
      expect(await screen.findByLabelText(/^Sted/)).toHaveValue('Trondheim');
      expect(screen.queryByText(RESTORED)).not.toBeInTheDocument();
      expect(sessionStorage.getItem(KEY)).toContain('Trondheim sentrum');
    });

    it('keeps what was typed through a visit to the Stillinger tab', async () => {
      mockApi((path) => {
        if (path === '/api/vocations') return json(200, VOCATIONS);
        if (path === '/api/businesses/mine') return json(200, PROFILE);
        if (path === '/api/businesses/jobs/jobs-by-business') return json(200, jobsResponse([]));
        if (path === '/api/subscription') return json(200, FREE_PLAN);
        return json(404);
      });
      renderPage(<BusinessDashboardPage />, { url: '/business/dashboard', user: BUSINESS });
      await screen.findByLabelText(/^Sted/);
      await fill(/^Sted/, ' sentrum');
      await userEvent.click(screen.getByRole('tab', { name: 'Stillinger' }));
      await waitFor(() => expect(screen.queryByLabelText(/^Sted/)).not.toBeInTheDocument());

      await userEvent.click(screen.getByRole('tab', { name: 'Profil' }));
      expect(await screen.findByText(RESTORED)).toBeInTheDocument();
      expect(screen.getByLabelText(/^Sted/)).toHaveValue('Trondheim sentrum');
    });
  });
});
