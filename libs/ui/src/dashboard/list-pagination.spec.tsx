import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
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

  it("starts a new page at the list's heading, as its own buttons may go while it loads", async () => {
    const onChange = jest.fn();
    function List() {
      const top = useRef<HTMLHeadingElement>(null);
      return (
        <>
          <h1 ref={top} tabIndex={-1}>
            Studenter
          </h1>
          <ListPagination count={3} page={1} onChange={onChange} top={top} />
        </>
      );
    }
    render(<List />);
    await userEvent.click(screen.getByRole('button', { name: 'Gå til side 2' }));
    expect(onChange).toHaveBeenCalledWith(2);
    expect(screen.getByRole('heading', { name: 'Studenter' })).toHaveFocus();
  });
});
