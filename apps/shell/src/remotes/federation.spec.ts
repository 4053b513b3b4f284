import { federation, federationFailed } from './federation.ts';
import { startFederationHost } from './federation-host.ts';

jest.mock('./federation-host.ts', () => ({ startFederationHost: jest.fn() }));

test('a host that could not start is asked for again, and the shell learns that it failed', async () => {
  const host = { name: 'shell' };
  jest
    .mocked(startFederationHost)
    .mockImplementationOnce(() => {
      throw new Error('nede');
    })
    .mockReturnValue(host as never);
  expect(federationFailed()).toBe(false);

  await expect(federation()).rejects.toThrow('nede');
  expect(federationFailed()).toBe(true);
  await expect(federation()).resolves.toBe(host);
  // Started once: every later remote takes the same host.
  await federation();
  expect(startFederationHost).toHaveBeenCalledTimes(2);
});
