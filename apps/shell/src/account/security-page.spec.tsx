import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TWO_FACTOR_MESSAGES } from '@yrkesbro/contracts';
import type { TwoFactorStatusResponse } from '@yrkesbro/contracts';
import { apiError, json, mockApi, renderPage, STUDENT } from '../testing/render-page.tsx';
import { SecurityPage } from './security-page.tsx';

const CODES = Array.from({ length: 10 }, (_, i) => `kode${i}-abcde`);

/** The API's second factor in memory: off until a setup is confirmed with 123456. */
function fakeApi(status: TwoFactorStatusResponse) {
  let current = status;
  return mockApi(async (path, request) => {
    const body = request.method === 'POST' ? await request.json().catch(() => ({})) : {};
    switch (path) {
      case '/api/auth/2fa':
        return json(200, current);
      case '/api/auth/2fa/setup':
        return json(200, {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/Yrkesbro:elev',
          qrCodeDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
        });
      case '/api/auth/2fa/enable':
      case '/api/auth/2fa/recovery-codes':
      case '/api/auth/2fa/disable':
        if (body.code !== '123456') return apiError(400, TWO_FACTOR_MESSAGES.wrongCode);
        current = {
          ...current,
          enabled: path !== '/api/auth/2fa/disable',
          recoveryCodesLeft: path === '/api/auth/2fa/disable' ? 0 : 10,
        };
        return path === '/api/auth/2fa/disable'
          ? json(200, { message: TWO_FACTOR_MESSAGES.disabled })
          : json(200, { recoveryCodes: CODES });
      default:
        return json(404);
    }
  });
}

describe('SecurityPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('turns the second factor on with the QR code and a code, and shows the recovery codes once', async () => {
    fakeApi({ enabled: false, required: false, recoveryCodesLeft: 0 });
    renderPage(<SecurityPage />, { url: '/account/security', user: STUDENT });
    await userEvent.click(await screen.findByRole('button', { name: 'Slå på tofaktorinnlogging' }));
    expect(await screen.findByRole('img', { name: /QR-kode/ })).toHaveAttribute(
      'src',
      'data:image/svg+xml;base64,PHN2Zy8+',
    );
    const field = screen.getByLabelText(/^Kode fra appen/);
    await userEvent.type(field, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Bekreft og slå på' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(TWO_FACTOR_MESSAGES.wrongCode));

    await userEvent.clear(field);
    await userEvent.type(field, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Bekreft og slå på' }));
    const list = await screen.findByRole('list', { name: 'Gjenopprettingskoder' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Ferdig' }));
    expect(await screen.findByText(/Tofaktorinnlogging er på\. Du har 10/)).toBeInTheDocument();
  });

  it('turns it off with a current code, and never offers that to the admin', async () => {
    fakeApi({ enabled: true, required: false, recoveryCodesLeft: 7 });
    const { unmount } = renderPage(<SecurityPage />, { url: '/account/security', user: STUDENT });
    await userEvent.type(await screen.findByLabelText(/^Kode fra appen eller/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Slå av tofaktorinnlogging' }));
    expect(await screen.findByText('Tofaktorinnlogging er av.')).toBeInTheDocument();
    unmount();
    jest.restoreAllMocks();

    fakeApi({ enabled: true, required: true, recoveryCodesLeft: 3 });
    renderPage(<SecurityPage />, { url: '/account/security', user: STUDENT });
    await screen.findByText(/Som administrator må du alltid/);
    expect(screen.queryByRole('button', { name: 'Slå av tofaktorinnlogging' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Lag nye gjenopprettingskoder' })).toBeEnabled();
  });
});
