import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TWO_FACTOR_MESSAGES } from '@yrkesbro/contracts';
import { apiError, json, mockApi, renderPage } from '../testing/render-page.tsx';
import { LoginPage } from './login-page.tsx';

const business = { id: '1', email: 'bedrift@yrkesbro.no', role: 'business' };

async function signIn() {
  await userEvent.type(screen.getByLabelText(/^E-post/), business.email);
  await userEvent.type(screen.getByLabelText(/^Passord/), 'Bedrift1234');
  await userEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
}

describe('LoginPage: the second factor', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for the code in one labelled numeric field, tells a wrong code at it, then signs in', async () => {
    const codes: string[] = [];
    mockApi(async (path, request) => {
      if (path === '/api/auth/login') return json(200, { twoFactorRequired: true, step: 'verify' });
      if (path === '/api/auth/2fa/verify') {
        const { code } = await request.json();
        codes.push(code);
        return code === '654321'
          ? json(200, { user: business })
          : apiError(401, TWO_FACTOR_MESSAGES.wrongCode);
      }
      return json(404);
    });
    renderPage(<LoginPage />, { url: '/login' });
    await signIn();

    const field = await screen.findByLabelText(/^Kode fra appen/);
    expect(screen.getByRole('heading', { name: 'Tofaktorinnlogging' })).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');

    await userEvent.type(field, '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Bekreft' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(TWO_FACTOR_MESSAGES.wrongCode);
    expect(codes).toEqual(['123456']);

    await userEvent.clear(field);
    await userEvent.type(field, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Bekreft' }));
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/business/dashboard'),
    );
  });

  it('switches to a recovery code, and checks its form before asking the API', async () => {
    const fetchMock = mockApi((path) =>
      path === '/api/auth/login'
        ? json(200, { twoFactorRequired: true, step: 'verify' })
        : json(200, { user: business }),
    );
    renderPage(<LoginPage />, { url: '/login' });
    await signIn();
    await userEvent.click(
      await screen.findByRole('switch', { name: 'Bruk en gjenopprettingskode' }),
    );
    const field = screen.getByLabelText(/^Gjenopprettingskode/);
    expect(field).toHaveAttribute('inputmode', 'text');
    await userEvent.type(field, 'feil!');
    await userEvent.click(screen.getByRole('button', { name: 'Bekreft' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.codeOrRecoveryFormat)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await userEvent.clear(field);
    await userEvent.type(field, 'abcde-fghij');
    await userEvent.click(screen.getByRole('button', { name: 'Bekreft' }));
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/business/dashboard'),
    );
  });

  it('starts over at the password when the second step waited too long', async () => {
    mockApi((path) =>
      path === '/api/auth/login'
        ? json(200, { twoFactorRequired: true, step: 'verify' })
        : apiError(401, TWO_FACTOR_MESSAGES.pendingExpired),
    );
    renderPage(<LoginPage />, { url: '/login' });
    await signIn();
    await userEvent.type(await screen.findByLabelText(/^Kode fra appen/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Bekreft' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.pendingExpired)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logg inn' })).toBeInTheDocument();
  });

  it('has the admin set up the app first, and shows the recovery codes before going on', async () => {
    const admin = { id: '2', email: 'admin@yrkesbro.no', role: 'admin' };
    const recoveryCodes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
    let signedIn = false;
    mockApi((path) => {
      switch (path) {
        case '/api/auth/login':
          return json(200, { twoFactorRequired: true, step: 'enrol' });
        case '/api/auth/2fa/enrolment':
          return json(200, {
            secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
            otpauthUrl: 'otpauth://totp/Yrkesbro:admin',
            qrCodeDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
          });
        case '/api/auth/2fa/enrolment/confirm':
          signedIn = true;
          return json(200, { user: admin, recoveryCodes });
        case '/api/auth/me':
          return signedIn ? json(200, { user: admin }) : apiError(401, 'Ikke innlogget');
        default:
          return json(404);
      }
    });
    renderPage(<LoginPage />, { url: '/login' });
    await signIn();
    expect(
      await screen.findByRole('img', { name: /QR-kode for å legge Yrkesbro til/ }),
    ).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    await userEvent.type(screen.getByLabelText(/^Kode fra appen/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Bekreft og slå på' }));
    const list = await screen.findByRole('list', { name: 'Gjenopprettingskoder' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(screen.getByTestId('path')).toHaveTextContent('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Jeg har lagret kodene – fortsett' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/admin/dashboard'));
  });
});
