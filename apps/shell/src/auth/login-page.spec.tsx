import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES, tooManyRequestsMessage } from '@yrkesbro/contracts';
import { apiError, chooseOption, json, mockApi, renderPage } from '../testing/render-page.tsx';
import { LoginPage } from './login-page.tsx';
import { RegisterPage } from './register-page.tsx';

async function signIn(email: string, password: string) {
  const field = screen.getByLabelText(/^E-post/);
  await userEvent.clear(field);
  await userEvent.type(field, email);
  await userEvent.type(screen.getByLabelText(/^Passord/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
}

/** The message shown at the form itself (an MUI Alert), beside the toast that also says it. */
async function formAlert() {
  let alert: HTMLElement | undefined;
  await waitFor(() => {
    alert = screen.getAllByRole('alert').find((one) => one.classList.contains('MuiAlert-root'));
    expect(alert).toBeDefined();
  });
  return alert!;
}

describe('LoginPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows a wrong password at the form, not only in a toast, and keeps the e-mail', async () => {
    mockApi(() => apiError(401, AUTH_MESSAGES.invalidCredentials));
    renderPage(<LoginPage />, { url: '/login' });
    await signIn('elev@yrkesbro.no', 'Feil12345');
    const alert = await formAlert();
    expect(alert).toHaveTextContent(AUTH_MESSAGES.invalidCredentials);
    expect(screen.getByLabelText(/^E-post/)).toHaveValue('elev@yrkesbro.no');
  });

  it('puts the last refusal away at the next attempt, also one the fields stop', async () => {
    const sent = jest.fn(() => apiError(401, AUTH_MESSAGES.invalidCredentials));
    mockApi(sent);
    renderPage(<LoginPage />, { url: '/login' });
    await signIn('elev@yrkesbro.no', 'Feil12345');
    await formAlert();
    await signIn('ikke epost', 'x');
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(
      screen.queryByText(AUTH_MESSAGES.invalidCredentials, { selector: '.MuiAlert-message' }),
    ).not.toBeInTheDocument();
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('says at the form how long to wait after too many attempts', async () => {
    const message = tooManyRequestsMessage(600);
    mockApi(() => apiError(429, message));
    renderPage(<LoginPage />, { url: '/login' });
    await signIn('elev@yrkesbro.no', 'Feil12345');
    expect(await formAlert()).toHaveTextContent('For mange forsøk. Prøv igjen om 10 minutter.');
  });

  it('goes back to the guarded page it was sent from, with its query', async () => {
    mockApi((path) =>
      path === '/api/auth/login'
        ? json(200, { user: { id: '1', email: 'elev@yrkesbro.no', role: 'student' } })
        : json(404),
    );
    renderPage(<LoginPage />, {
      url: '/login',
      state: {
        from: { pathname: '/jobs/search', search: '?q=r%C3%B8r&location=Bergen', hash: '' },
      },
      otherRoutes: { '/jobs/search': <p>Jobbsøk</p> },
    });
    await signIn('elev@yrkesbro.no', 'Elev1234');
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/jobs/search'));
    expect(screen.getByTestId('search')).toHaveTextContent('?q=r%C3%B8r&location=Bergen');
  });

  it('forgets the drafts another person left in the tab, and keeps the own', async () => {
    mockApi((path) =>
      path === '/api/auth/login'
        ? json(200, { user: { id: '1', email: 'elev@yrkesbro.no', role: 'student' } })
        : json(404),
    );
    // Their session ended mid-form; the next person signs in on the same tab.
    sessionStorage.setItem('apply:2:job-1', '{"cover_letter":"Privat"}');
    sessionStorage.setItem('profile-field:2:bio', '"Privat"');
    sessionStorage.setItem('apply:1:job-1', '{"cover_letter":"Mitt"}');
    renderPage(<LoginPage />, { url: '/login', otherRoutes: { '/student/dashboard': <p /> } });
    await signIn('elev@yrkesbro.no', 'Elev1234');
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/student/dashboard'));
    expect({ ...sessionStorage }).toEqual({ 'apply:1:job-1': '{"cover_letter":"Mitt"}' });
    sessionStorage.clear();
  });
});

describe('RegisterPage → LoginPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('fills in the e-mail just registered, links the terms and privacy pages', async () => {
    mockApi((path) =>
      path === '/api/auth/register'
        ? json(201, { message: AUTH_MESSAGES.registerSuccess })
        : json(404),
    );
    renderPage(<RegisterPage />, { url: '/register', otherRoutes: { '/login': <LoginPage /> } });
    expect(screen.getByRole('link', { name: 'vilkårene for bruk' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'personvernerklæringen' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await userEvent.type(screen.getByLabelText(/^E-post/), 'ny@yrkesbro.no');
    await userEvent.type(screen.getByLabelText(/^Passord/), 'Hemmelig1');
    await userEvent.type(screen.getByLabelText(/^Bekreft passord/), 'Hemmelig1');
    await chooseOption(/Jeg er/, 'Elev / lærling');
    await userEvent.type(screen.getByLabelText(/^Skole/), 'Kuben vgs');
    await userEvent.click(screen.getByRole('button', { name: 'Opprett konto' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/login'));
    expect(await screen.findByLabelText(/^E-post/)).toHaveValue('ny@yrkesbro.no');
  });

  it('shows a refusal other than a taken e-mail at the form', async () => {
    mockApi(() => apiError(429, tooManyRequestsMessage(120)));
    renderPage(<RegisterPage />, { url: '/register' });
    await userEvent.type(screen.getByLabelText(/^E-post/), 'ny@yrkesbro.no');
    await userEvent.type(screen.getByLabelText(/^Passord/), 'Hemmelig1');
    await userEvent.type(screen.getByLabelText(/^Bekreft passord/), 'Hemmelig1');
    await chooseOption(/Jeg er/, 'Elev / lærling');
    await userEvent.type(screen.getByLabelText(/^Skole/), 'Kuben vgs');
    await userEvent.click(screen.getByRole('button', { name: 'Opprett konto' }));
    expect(await formAlert()).toHaveTextContent('For mange forsøk. Prøv igjen om 2 minutter.');
    expect(screen.getByLabelText(/^Skole/)).toHaveValue('Kuben vgs');
  });
});
