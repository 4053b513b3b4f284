import { render, screen } from '@testing-library/react';
import { MAX_PAGE } from '@yrkesbro/contracts';
import { ListPagination } from './list-pagination.tsx';

describe('ListPagination', () => {
  it('offers no page deeper than the API serves', () => {
    render(<ListPagination count={8334} page={1} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: `Gå til side ${MAX_PAGE}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gå til side 8334' })).not.toBeInTheDocument();
  });

  it('names its navigation in Norwegian, not in the English of MUI', () => {
    render(<ListPagination count={3} page={1} onChange={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Sidenavigasjon' })).toBeInTheDocument();
  });

  it('shows nothing for a single page', () => {
    const { container } = render(<ListPagination count={1} page={1} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
