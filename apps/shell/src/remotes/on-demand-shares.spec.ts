import { registerShared } from '@module-federation/runtime';
import { waitFor } from '@testing-library/react';
import { preloadPageShares, provideOnDemandShares } from './on-demand-shares.ts';

jest.mock('@module-federation/runtime', () => ({ registerShared: jest.fn() }));
// What the shell's loaders import, and when.
const mockImported: string[] = [];
jest.mock('formik', () => {
  mockImported.push('formik');
  return { useFormik: () => null };
});
jest.mock('yup', () => {
  mockImported.push('yup');
  return { string: () => null };
});

type Provided = Record<
  string,
  { version: string; shareConfig: object; get: () => Promise<() => Record<string, unknown>> }
>;

const ENTRY = new URL('https://business.example/remoteEntry.js');

test("a page's shares on demand start loading from its page-shares.json; other pages' do not", async () => {
  global.fetch = jest.fn(async (input: RequestInfo | URL) =>
    String(input) === 'https://business.example/page-shares.json'
      ? new Response(JSON.stringify({ 'job-create': ['formik', 'yup'] }))
      : new Response('', { status: 404 }),
  ) as typeof fetch;

  await preloadPageShares(ENTRY, 'jobs');
  expect(mockImported).toEqual([]);

  await preloadPageShares(ENTRY, 'job-create');
  await waitFor(() => expect(mockImported.sort()).toEqual(['formik', 'yup']));
});

test('formik and yup are provided as the singletons the remotes ask for, each loaded when asked', async () => {
  provideOnDemandShares();

  const provided = jest.mocked(registerShared).mock.calls[0][0] as Provided;
  expect(Object.keys(provided).sort()).toEqual(['formik', 'yup']);
  expect(provided.formik.shareConfig).toEqual({ singleton: true, requiredVersion: '^2.4.9' });
  expect(provided.yup.version).toBe('1.7.1');
  const formik = (await provided.formik.get())();
  const yup = (await provided.yup.get())();
  expect(typeof formik.useFormik).toBe('function');
  expect(typeof yup.string).toBe('function');
});
