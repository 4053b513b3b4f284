let renewal: Promise<boolean> | null = null;

/**
 * Renews an expired session with the refresh cookie. Everything that meets a 401 at the same
 * moment (RTK Query's calls, an upload) shares one renewal: the refresh token rotates, so a
 * second renewal would present a token that was just used and end the whole session.
 */
export function renewSession(): Promise<boolean> {
  renewal ??= fetch('/api/auth/refresh-token', { method: 'POST', credentials: 'include' })
    .then(
      (response) => response.ok,
      () => false,
    )
    .finally(() => {
      renewal = null;
    });
  return renewal;
}
