import { waitFor } from '@testing-library/react';
import {
  answerRemoteLists,
  modulePreloads as preloaded,
  STUDENT_ORIGIN as STUDENT,
} from '../testing/remote-lists.ts';
import { federation } from './federation.ts';
import {
  loadRemoteRoutes,
  preloadRemote,
  readRemotesManifest,
  reRegisterRemote,
} from './remote-registry.ts';

const host = { registerRemotes: jest.fn(), loadRemote: jest.fn() };
jest.mock('./federation.ts', () => ({ federation: jest.fn() }));
// The MUI core is a build's chunk (libs/federation/vite/mui-core.ts), not for jest to load.
jest.mock('./mui-core.ts', () => ({ loadMuiCore: jest.fn(() => Promise.resolve()) }));

beforeEach(() => {
  jest.mocked(federation).mockResolvedValue(host as never);
  host.loadRemote.mockResolvedValue({ default: () => null });
  answerRemoteLists();
});

test("reading the remotes' addresses starts no federation: the shell's own pages never load it", async () => {
  await readRemotesManifest();
  expect(federation).not.toHaveBeenCalled();
});

describe('preloadRemote', () => {
  it("asks for the routes module's chunks and the page's own together, each once", async () => {
    preloadRemote({ remote: 'mf_student', page: 'jobs' });

    await waitFor(() => expect(host.loadRemote).toHaveBeenCalled());
    await waitFor(() => expect(preloaded().length).toBeGreaterThanOrEqual(4));
    expect(preloaded().sort()).toEqual([
      `${STUDENT}assets/Box-3.js`,
      `${STUDENT}assets/jobs-page-2.js`,
      `${STUDENT}assets/routes-1.js`,
      `${STUDENT}assets/runtime-5.js`,
    ]);
    expect(host.registerRemotes).toHaveBeenCalledTimes(1);
    expect(host.loadRemote).toHaveBeenCalledWith('mf_student/routes');
  });

  it("starts the page's data with the store's dispatch once the routes module has run, and only when asked to", async () => {
    const prefetchPage = jest.fn();
    host.loadRemote.mockResolvedValue({ default: () => null, prefetchPage });
    const dispatch = jest.fn();
    const address = { params: {}, search: '?q=kokk' };
    preloadRemote({ remote: 'mf_student', page: 'jobs' }, { address, dispatch });
    await waitFor(() => expect(prefetchPage).toHaveBeenCalledWith('jobs', address, dispatch));

    preloadRemote({ remote: 'mf_student', page: 'applications' });
    await waitFor(() => expect(host.loadRemote).toHaveBeenCalledTimes(2));
    // The module's promise settles a task later at most.
    await new Promise((settled) => setTimeout(settled, 0));
    expect(prefetchPage).toHaveBeenCalledTimes(1);
  });

  it('asks for a page it has preloaded no more', async () => {
    preloadRemote({ remote: 'mf_student', page: 'dashboard' });
    preloadRemote({ remote: 'mf_student', page: 'dashboard' });

    await waitFor(() => expect(preloaded()).toContain(`${STUDENT}assets/dashboard-page-4.js`));
    const lists = jest
      .mocked(global.fetch)
      .mock.calls.filter(([url]) => String(url).endsWith('page-chunks.json'));
    expect(lists).toHaveLength(1);
  });
});

test('a retry loads the remote from a fresh address, registered again before it is loaded', async () => {
  await loadRemoteRoutes('mf_student');
  host.registerRemotes.mockClear();

  reRegisterRemote('mf_student', 3);
  expect(host.registerRemotes).not.toHaveBeenCalled();
  await loadRemoteRoutes('mf_student');

  expect(host.registerRemotes).toHaveBeenCalledTimes(1);
  const [[remotes, options]] = host.registerRemotes.mock.calls;
  expect(remotes).toEqual([
    { name: 'mf_student', entry: `${STUDENT}remoteEntry.js?retry=3`, type: 'module' },
  ]);
  expect(options).toEqual({ force: true });
  expect(host.registerRemotes.mock.invocationCallOrder[0]).toBeLessThan(
    host.loadRemote.mock.invocationCallOrder.at(-1) ?? 0,
  );
  // Once: the load after it uses the address it registered.
  await loadRemoteRoutes('mf_student');
  expect(host.registerRemotes).toHaveBeenCalledTimes(1);
});
