import { fireEvent, render, screen } from '@testing-library/react';
import { federationFailed } from './federation.ts';
import { reloadPage } from './reload-page.ts';
import { RemotePage } from './remote-page.tsx';
import { loadRemoteRoutes, reRegisterRemote } from './remote-registry.ts';

jest.mock('./federation.ts', () => ({ federationFailed: jest.fn() }));
jest.mock('./reload-page.ts', () => ({ reloadPage: jest.fn() }));
jest.mock('./remote-registry.ts', () => ({
  loadRemoteRoutes: jest.fn(),
  reRegisterRemote: jest.fn(),
}));

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(loadRemoteRoutes).mockRejectedValue(new Error('nede'));
});
afterEach(() => jest.restoreAllMocks());

async function retryAfterFailure() {
  render(<RemotePage remote="mf_student" page="jobs" />);
  fireEvent.click(await screen.findByRole('button', { name: 'Prøv igjen' }));
}

test('a remote that failed is asked for again in place, under a fresh address', async () => {
  jest.mocked(federationFailed).mockReturnValue(false);
  await retryAfterFailure();
  expect(reRegisterRemote).toHaveBeenCalledWith('mf_student', expect.any(Number));
  expect(reloadPage).not.toHaveBeenCalled();
});

test("when the federation host's own chunks failed, a retry loads the page afresh", async () => {
  jest.mocked(federationFailed).mockReturnValue(true);
  await retryAfterFailure();
  expect(reloadPage).toHaveBeenCalledTimes(1);
  expect(reRegisterRemote).not.toHaveBeenCalled();
});
