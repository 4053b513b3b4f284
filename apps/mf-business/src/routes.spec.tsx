import { screen } from '@testing-library/react';
import type { BusinessPageKey } from '@yrkesbro/federation';
import { BUSINESS, renderPage } from './testing/render-page.tsx';
import BusinessPages from './routes.tsx';

describe("mf-business's pages", () => {
  it.each<[BusinessPageKey, string, string]>([
    ['analytics', '/business/analytics', 'Statistikk'],
    ['students', '/students', 'Studentkatalog'],
  ])('%s (%s) shows its heading', async (page, url, heading) => {
    renderPage(<BusinessPages page={page} />, { url, user: BUSINESS });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(document.title).toBe(`${heading} – Yrkesbro`);
  });
});
