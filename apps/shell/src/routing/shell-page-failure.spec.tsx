import { fireEvent, screen } from '@testing-library/react';
import { reloadPage } from '../remotes/reload-page.ts';
import { renderPage } from '../testing/render-page.tsx';
import { AppRoutes } from './app-routes.tsx';

// The page's chunk did not arrive: its import fails, as the browser's does.
jest.mock('../auth/forgot-password-page.tsx', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
jest.mock('../remotes/reload-page.ts', () => ({ reloadPage: jest.fn() }));
jest.mock('../remotes/remote-registry.ts', () => ({ preloadRemote: jest.fn() }));

it("shows a page of the shell's own whose code failed to arrive as a failure in the page's place, which a retry loads afresh", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderPage(<AppRoutes />, { url: '/forgot-password', path: '/*' });

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Denne delen av Yrkesbro er utilgjengelig akkurat nå',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
  expect(reloadPage).toHaveBeenCalledTimes(1);
});
