import { authSlice, createAppStore } from '@yrkesbro/api-client';
import { STUDENT, storeSignedIn } from '../testing/render-page.tsx';
import { preloadPageCode } from '../remotes/remote-page.tsx';
import { preloadRemote } from '../remotes/remote-registry.ts';
import { RESTING_MS } from './link-intent.ts';
import { preloadPagesOnLinkIntent } from './preload-page.ts';
import { preloadShellPage } from './shell-pages.tsx';

jest.mock('../remotes/remote-registry.ts', () => ({ preloadRemote: jest.fn() }));
jest.mock('../remotes/remote-page.tsx', () => ({ preloadPageCode: jest.fn() }));
jest.mock('./shell-pages.tsx', () => ({ preloadShellPage: jest.fn() }));

let stop = () => {};

function press(href: string) {
  const link = document.createElement('a');
  link.href = href;
  document.body.append(link);
  link.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
}

afterEach(() => {
  stop();
  document.body.innerHTML = '';
  jest.clearAllMocks();
  jest.useRealTimers();
  Reflect.deleteProperty(navigator, 'connection');
});

it("loads the code of a link's page for who is signed in, the signed-in person's remote for a page every role has, and starts its data", () => {
  const store = storeSignedIn(STUDENT);
  stop = preloadPagesOnLinkIntent(store);
  press('/jobs?q=kokk');
  press('/calendar');
  press('/account/security');
  press('/jobs/3f1c2d5e-0000-4000-8000-000000000000');
  const data = (params: Record<string, string>, search = '') => ({
    address: { params, search },
    dispatch: store.dispatch,
  });
  expect(jest.mocked(preloadRemote).mock.calls).toEqual([
    [{ remote: 'mf_student', page: 'jobs' }, data({}, '?q=kokk')],
    [{ remote: 'mf_student', page: 'calendar' }, data({})],
    [
      { remote: 'mf_student', page: 'job-detail' },
      data({ uuid: '3f1c2d5e-0000-4000-8000-000000000000' }),
    ],
  ]);
  expect(jest.mocked(preloadPageCode).mock.calls).toEqual([
    [{ remote: 'mf_student', page: 'jobs' }],
    [{ remote: 'mf_student', page: 'calendar' }],
    [{ remote: 'mf_student', page: 'job-detail' }],
  ]);
  expect(preloadShellPage).toHaveBeenCalledWith('account-security');
});

it('loads the login form for a page of the signed-in only once the session check has found nobody', () => {
  const signedOut = createAppStore({
    auth: { ...authSlice.getInitialState(), initialCheckComplete: true },
  });
  stop = preloadPagesOnLinkIntent(signedOut);
  press('/jobs');
  press('/faq');
  expect(preloadShellPage).toHaveBeenCalledWith('login');
  expect(jest.mocked(preloadRemote).mock.calls).toEqual([
    [
      { remote: 'mf_public', page: 'faq' },
      { address: { params: {}, search: '' }, dispatch: signedOut.dispatch },
    ],
  ]);
});

it("loads a link's page's code but not its data while the session check has not answered", () => {
  stop = preloadPagesOnLinkIntent(createAppStore());
  press('/jobs/3f1c2d5e-0000-4000-8000-000000000000');
  press('/faq');
  expect(jest.mocked(preloadRemote).mock.calls).toEqual([
    [{ remote: 'mf_student', page: 'job-detail' }, undefined],
    [{ remote: 'mf_public', page: 'faq' }, undefined],
  ]);
});

it('loads nothing for a page the guards would not show, nor before the visitor shows intent', () => {
  jest.useFakeTimers();
  const store = storeSignedIn(STUDENT);
  stop = preloadPagesOnLinkIntent(store);
  press('/students');
  const link = document.createElement('a');
  link.href = '/businesses';
  document.body.append(link);
  link.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
  expect(preloadRemote).not.toHaveBeenCalled();
  jest.advanceTimersByTime(RESTING_MS);
  expect(preloadRemote).toHaveBeenCalledWith(
    { remote: 'mf_student', page: 'businesses' },
    { address: { params: {}, search: '' }, dispatch: store.dispatch },
  );
});

it('loads nothing ahead for a visitor whose browser asks to save data', () => {
  Object.defineProperty(navigator, 'connection', {
    value: { saveData: true },
    configurable: true,
  });
  stop = preloadPagesOnLinkIntent(storeSignedIn(STUDENT));
  press('/jobs');
  expect(preloadRemote).not.toHaveBeenCalled();
});
