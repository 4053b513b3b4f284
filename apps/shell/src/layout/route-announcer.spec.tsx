import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePageTitle } from '@yrkesbro/ui';
import { useEffect, useState } from 'react';
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

  it('waits for the new page’s title rather than saying the old one', async () => {
    // The page's data, and so its title, arrives a moment after it opened.
    function Late({ title }: { title: string }) {
      const [ready, setReady] = useState(false);
      useEffect(() => {
        const timer = setTimeout(() => setReady(true), 100);
        return () => clearTimeout(timer);
      }, []);
      return ready ? <Page title={title} /> : <p>Laster…</p>;
    }
    render(
      <MemoryRouter initialEntries={['/']}>
        <RouteAnnouncer />
        <Routes>
          <Route path="/" element={<Page title="Om oss" />} />
          <Route path="/faq" element={<Late title="Kontakt oss" />} />
        </Routes>
      </MemoryRouter>,
    );
    const status = screen.getByRole('status');
    const said: string[] = [];
    const observer = new MutationObserver(() => said.push(status.textContent ?? ''));
    observer.observe(status, { subtree: true, childList: true, characterData: true });
    await userEvent.click(screen.getByRole('link', { name: 'Til FAQ' }));
    // The new page's styles (or scripts) arrive in <head> before its title is set.
    act(() => {
      document.head.append(document.createElement('style'));
    });
    expect(await screen.findByText('Kontakt oss – Yrkesbro')).toBe(status);
    observer.disconnect();
    expect(said).toEqual(['Kontakt oss – Yrkesbro']);
  });
});
