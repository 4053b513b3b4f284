import { render, screen } from '@testing-library/react';
import { StatusMessage } from './status-message.tsx';

describe('StatusMessage', () => {
  it("is the page's h1 when it stands alone", () => {
    render(
      <main>
        <StatusMessage title="Siden finnes ikke" />
      </main>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Siden finnes ikke' }),
    ).toBeInTheDocument();
  });

  it("is an h2 under the page's own h1, so the page keeps one h1", () => {
    render(
      <main>
        <h1>Alle søknader</h1>
        <StatusMessage title="Ingen søknader ennå" />
      </main>,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Ingen søknader ennå' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
