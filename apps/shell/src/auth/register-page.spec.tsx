import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES } from '@yrkesbro/contracts';
import { chooseOption, json, mockApi, renderPage } from '../testing/render-page.tsx';
import { RegisterPage } from './register-page.tsx';

async function chooseRole(label: string) {
  await chooseOption(/Jeg er/, label);
}

describe('RegisterPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('validates while typing with the spec messages', async () => {
    renderPage(<RegisterPage />, { url: '/register' });
    await userEvent.type(screen.getByLabelText(/^E-post/), 'ikke-epost');
    expect(await screen.findByText(AUTH_MESSAGES.emailInvalid)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Passord/), 'abcdef');
    expect(await screen.findByText(AUTH_MESSAGES.passwordMin)).toBeInTheDocument();
  });

  it('shows school for students and company fields for businesses', async () => {
    renderPage(<RegisterPage />, { url: '/register' });
    expect(screen.queryByLabelText(/^Skole/)).not.toBeInTheDocument();
    await chooseRole('Elev / lærling');
    expect(screen.getByLabelText(/^Skole/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Firmanavn/)).not.toBeInTheDocument();
    await chooseRole('Bedrift');
    expect(screen.getByLabelText(/^Firmanavn/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Organisasjonsnummer/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Skole/)).not.toBeInTheDocument();
  });

  it('sends only the chosen role’s fields and goes to /login with the success toast', async () => {
    const bodies: unknown[] = [];
    mockApi(async (path, request) => {
      if (path === '/api/auth/register') {
        bodies.push(await request.json());
        return json(201, { message: AUTH_MESSAGES.registerSuccess });
      }
      return json(404);
    });
    renderPage(<RegisterPage />, { url: '/register' });
    await userEvent.type(screen.getByLabelText(/^E-post/), 'ny@yrkesbro.no');
    await userEvent.type(screen.getByLabelText(/^Passord/), 'Hemmelig1');
    await userEvent.type(screen.getByLabelText(/^Bekreft passord/), 'Hemmelig1');
    await chooseRole('Bedrift');
    await userEvent.type(screen.getByLabelText(/^Firmanavn/), 'Rør AS');
    await userEvent.type(screen.getByLabelText(/^Organisasjonsnummer/), '912345688');
    await chooseRole('Elev / lærling');
    await userEvent.type(screen.getByLabelText(/^Skole/), 'Kuben vgs');
    await userEvent.click(screen.getByRole('button', { name: 'Opprett konto' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/login'));
    expect(bodies).toEqual([
      {
        email: 'ny@yrkesbro.no',
        password: 'Hemmelig1',
        confirmPassword: 'Hemmelig1',
        role: 'student',
        school: 'Kuben vgs',
      },
    ]);
    expect(await screen.findByText(AUTH_MESSAGES.registerSuccess)).toBeInTheDocument();
  });

  it('keeps the typed data and marks the password the API finds too common', async () => {
    mockApi(() =>
      json(400, { statusCode: 400, error: 'BAD_REQUEST', message: AUTH_MESSAGES.passwordCommon }),
    );
    renderPage(<RegisterPage />, { url: '/register' });
    await userEvent.type(screen.getByLabelText(/^E-post/), 'ny@yrkesbro.no');
    await userEvent.type(screen.getByLabelText(/^Passord/), 'password1');
    await userEvent.type(screen.getByLabelText(/^Bekreft passord/), 'password1');
    await chooseRole('Elev / lærling');
    await userEvent.type(screen.getByLabelText(/^Skole/), 'Kuben vgs');
    await userEvent.click(screen.getByRole('button', { name: 'Opprett konto' }));
    expect(await screen.findAllByText(AUTH_MESSAGES.passwordCommon)).not.toHaveLength(0);
    expect(screen.getByLabelText(/^Passord/)).toHaveAccessibleDescription(
      AUTH_MESSAGES.passwordCommon,
    );
    expect(screen.getByLabelText(/^E-post/)).toHaveValue('ny@yrkesbro.no');
    expect(screen.getByLabelText(/^Skole/)).toHaveValue('Kuben vgs');
    expect(screen.getByTestId('path')).toHaveTextContent('/register');
  });
});
