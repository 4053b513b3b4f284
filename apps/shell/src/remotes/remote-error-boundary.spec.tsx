import { fireEvent, render, screen } from '@testing-library/react';
import { REMOTE_FAILED_TITLE, RemoteErrorBoundary } from './remote-error-boundary.tsx';

function Broken(): never {
  throw new Error('remote nede');
}

describe('RemoteErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('renders the remote when it works', () => {
    render(<RemoteErrorBoundary onRetry={jest.fn()}>innhold fra remote</RemoteErrorBoundary>);
    expect(screen.getByText('innhold fra remote')).toBeInTheDocument();
  });

  it('shows the Norwegian fallback with a retry when the remote throws', () => {
    const onRetry = jest.fn();
    render(
      <RemoteErrorBoundary onRetry={onRetry}>
        <Broken />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(REMOTE_FAILED_TITLE);
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
