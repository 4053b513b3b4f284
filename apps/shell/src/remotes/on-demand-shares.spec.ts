import { waitFor } from '@testing-library/react';
import { ON_DEMAND_SHARES, onDemandShareConfig } from '@yrkesbro/federation';
import { onDemandShares, preloadPageShares } from './on-demand-shares.ts';

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

const realFetch = global.fetch;
const answers: Record<string, () => Promise<Response>> = {
  'https://business.example/page-shares.json': async () =>
    new Response(JSON.stringify({ 'job-create': ['formik', 'yup'] })),
  'https://broken.example/page-shares.json': async () => new Response('{ ikke json'),
  'https://offline.example/page-shares.json': () => Promise.reject(new TypeError('offline')),
};

beforeEach(() => {
  global.fetch = jest.fn((input: RequestInfo | URL) =>
    (answers[String(input)] ?? (async () => new Response('', { status: 404 })))(),
  ) as typeof fetch;
});
afterEach(() => {
  global.fetch = realFetch;
});

const entry = (host: string) => new URL(`https://${host}/remoteEntry.js`);

test('a list that is missing, malformed or out of reach loads nothing and throws nothing', async () => {
  await preloadPageShares(entry('missing.example'), 'job-create');
  await preloadPageShares(entry('broken.example'), 'job-create');
  await preloadPageShares(entry('offline.example'), 'job-create');
  expect(mockImported).toEqual([]);
});

test("a page's shares on demand start loading from its page-shares.json; other pages' do not", async () => {
  await preloadPageShares(entry('business.example'), 'jobs');
  expect(mockImported).toEqual([]);

  await preloadPageShares(entry('business.example'), 'job-create');
  await waitFor(() => expect(mockImported.sort()).toEqual(['formik', 'yup']));
  // One list per remote, however many of its pages ask.
  expect(global.fetch).toHaveBeenCalledTimes(1);
});

test('formik and yup are provided as the singletons the remotes ask for, each loaded when asked', async () => {
  const provided = onDemandShares() as Provided;
  expect(Object.keys(provided).sort()).toEqual(['formik', 'yup']);
  for (const name of ['formik', 'yup'] as const) {
    expect(provided[name].version).toBe(ON_DEMAND_SHARES[name].version);
    expect(provided[name].shareConfig).toEqual(onDemandShareConfig(name));
  }
  const formik = (await provided.formik.get())();
  const yup = (await provided.yup.get())();
  expect(typeof formik.useFormik).toBe('function');
  expect(typeof yup.string).toBe('function');
});
