import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createPageSwitch } from './page-switch.tsx';

describe('createPageSwitch', () => {
  const PageSwitch = createPageSwitch({
    hjem: lazy(async () => ({ default: () => <h1>Hjemmeside</h1> })),
  });

  it('renders the page the shell asks for, lazily', async () => {
    render(<PageSwitch page="hjem" />);
    expect(await screen.findByRole('heading', { name: 'Hjemmeside' })).toBeInTheDocument();
  });

  it('shows the friendly 404 for a page the remote does not have', () => {
    render(
      <MemoryRouter>
        <PageSwitch page="toString" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Siden finnes ikke' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gå til forsiden' })).toHaveAttribute('href', '/');
  });
});
