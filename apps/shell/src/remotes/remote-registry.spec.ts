import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { waitFor } from '@testing-library/react';
import {
  answerRemoteLists,
  modulePreloads as preloaded,
  STUDENT_ORIGIN as STUDENT,
} from '../testing/remote-lists.ts';
import { preloadRemote } from './remote-registry.ts';

jest.mock('@module-federation/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
// The MUI core is a build's chunk (libs/federation/vite/mui-core.ts), not for jest to load.
jest.mock('./mui-core.ts', () => ({ loadMuiCore: jest.fn(() => Promise.resolve()) }));

describe('preloadRemote', () => {
  beforeEach(() => {
    jest.mocked(loadRemote).mockResolvedValue({ default: () => null });
    answerRemoteLists();
  });

  it("asks for the routes module's chunks and the page's own together, each once", async () => {
    preloadRemote({ remote: 'mf_student', page: 'jobs' });

    await waitFor(() => expect(loadRemote).toHaveBeenCalled());
    await waitFor(() => expect(preloaded().length).toBeGreaterThanOrEqual(4));
    expect(preloaded().sort()).toEqual([
      `${STUDENT}assets/Box-3.js`,
      `${STUDENT}assets/jobs-page-2.js`,
      `${STUDENT}assets/routes-1.js`,
      `${STUDENT}assets/runtime-5.js`,
    ]);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('mf_student/routes');
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
