import { screen } from '@testing-library/react';
import { AUTH_MESSAGES } from '@yrkesbro/contracts';
import { apiError, json, mockApi, renderPage } from '../testing/render-page.tsx';
import { VerifyEmailPage } from './verify-email-page.tsx';

const open = () =>
  renderPage(<VerifyEmailPage />, { url: '/verify-email/abc', path: '/verify-email/:token' });

describe('VerifyEmailPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('says the address is confirmed and leads to the login', async () => {
    mockApi(() => json(200, { message: AUTH_MESSAGES.verificationSuccess }));
    open();
    expect(await screen.findByText(AUTH_MESSAGES.verificationSuccess)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Logg inn' })).toHaveAttribute('href', '/login');
  });

  it('opened again, says the address is confirmed already and offers the login, not a new link', async () => {
    mockApi(() => apiError(409, AUTH_MESSAGES.alreadyVerified));
    open();
    expect(await screen.findByText(AUTH_MESSAGES.alreadyVerified)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Logg inn' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/E-post/)).not.toBeInTheDocument();
  });

  it('offers a new link when the link is unknown or expired', async () => {
    mockApi(() => apiError(400, AUTH_MESSAGES.verificationInvalid));
    open();
    expect(await screen.findByText(AUTH_MESSAGES.verificationInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(/E-post/)).toBeInTheDocument();
  });
});
