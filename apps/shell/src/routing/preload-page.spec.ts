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

it("loads the code of a link's page for who is signed in, the signed-in person's remote for a page every role has", () => {
  stop = preloadPagesOnLinkIntent(storeSignedIn(STUDENT));
  press('/jobs?q=kokk');
  press('/calendar');
  press('/account/security');
  expect(jest.mocked(preloadRemote).mock.calls).toEqual([
    [{ remote: 'mf_student', page: 'jobs' }, undefined],
    [{ remote: 'mf_student', page: 'calendar' }, undefined],
  ]);
  expect(jest.mocked(preloadPageCode).mock.calls).toEqual([
    [{ remote: 'mf_student', page: 'jobs' }],
    [{ remote: 'mf_student', page: 'calendar' }],
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
    [{ remote: 'mf_public', page: 'faq' }, undefined],
  ]);
});

it('loads nothing for a page the guards would not show, nor before the visitor shows intent', () => {
  jest.useFakeTimers();
  stop = preloadPagesOnLinkIntent(storeSignedIn(STUDENT));
  press('/students');
  const link = document.createElement('a');
  link.href = '/businesses';
  document.body.append(link);
  link.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
  expect(preloadRemote).not.toHaveBeenCalled();
  jest.advanceTimersByTime(RESTING_MS);
  expect(preloadRemote).toHaveBeenCalledWith(
    { remote: 'mf_student', page: 'businesses' },
    undefined,
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
