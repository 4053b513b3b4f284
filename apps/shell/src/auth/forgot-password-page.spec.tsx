import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES } from '@yrkesbro/contracts';
import { json, mockApi, renderPage } from '../testing/render-page.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';

describe('ForgotPasswordPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('gives the confirmation the focus the vanished send button had', async () => {
    mockApi(() => json(200, { message: AUTH_MESSAGES.forgotAnswer }));
    renderPage(<ForgotPasswordPage />, { url: '/forgot-password' });
    await userEvent.type(screen.getByLabelText(/^E-post/), 'elev@yrkesbro.no{Enter}');

    const confirmation = await screen.findByText(AUTH_MESSAGES.forgotAnswer);
    await waitFor(() => expect(confirmation.closest('.MuiAlert-root')).toHaveFocus());
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
