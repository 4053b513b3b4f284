import { CALENDAR_PAGE_KEYS, REMOTE_PAGE_KEYS } from './pages.ts';
import { REMOTE_NAMES } from './remotes.ts';

describe('page keys', () => {
  it('names each page of a remote once', () => {
    for (const remote of REMOTE_NAMES) {
      const keys = REMOTE_PAGE_KEYS[remote];
      expect([remote, new Set(keys).size]).toEqual([remote, keys.length]);
    }
  });

  it('gives every signed-in role’s remote the whole calendar, and the public site none', () => {
    for (const remote of ['mf_student', 'mf_business', 'mf_admin'] as const)
      expect(REMOTE_PAGE_KEYS[remote]).toEqual(expect.arrayContaining([...CALENDAR_PAGE_KEYS]));
    expect(REMOTE_PAGE_KEYS.mf_public).not.toContain('calendar');
  });
});
