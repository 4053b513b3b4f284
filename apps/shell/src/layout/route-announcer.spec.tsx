import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePageTitle } from '@yrkesbro/ui';
import { MemoryRouter, Link, Route, Routes } from 'react-router-dom';
import { RouteAnnouncer } from './route-announcer.tsx';

function Page({ title }: { title: string }) {
  usePageTitle(title);
  return <Link to="/faq">Til FAQ</Link>;
}

describe('RouteAnnouncer', () => {
  it('says nothing on the first page, then announces the title of each page navigated to', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <RouteAnnouncer />
        <Routes>
          <Route path="/" element={<Page title="Forsiden" />} />
          <Route path="/faq" element={<Page title="Spørsmål om læretid" />} />
        </Routes>
      </MemoryRouter>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');

    await userEvent.click(screen.getByRole('link', { name: 'Til FAQ' }));
    expect(await screen.findByText('Spørsmål om læretid – Yrkesbro')).toBe(status);

    // A title a page sets later, once its data is there, is announced too.
    act(() => {
      document.title = 'Elektriker – Yrkesbro';
    });
    expect(await screen.findByText('Elektriker – Yrkesbro')).toBe(status);
  });
});
