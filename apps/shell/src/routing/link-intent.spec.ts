import { RESTING_MS, watchLinkIntent } from './link-intent.ts';

const onIntent = jest.fn();
let stop: () => void;

const pathsAsked = () => onIntent.mock.calls.map(([url]: [URL]) => url.pathname);

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  anchor.innerHTML = '<span>Stillinger</span>';
  document.body.append(anchor);
  return anchor;
}

const fire = (target: Element, type: string, relatedTarget: Element | null = null) =>
  target.dispatchEvent(new MouseEvent(type, { bubbles: true, relatedTarget }));

beforeEach(() => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/student/dashboard');
  stop = watchLinkIntent(document, onIntent);
});

afterEach(() => {
  stop();
  onIntent.mockReset();
  document.body.innerHTML = '';
  jest.useRealTimers();
});

it("names a link's address once the pointer has rested on it, and not before", () => {
  const jobs = link('/jobs?q=kokk');
  fire(jobs.firstElementChild as Element, 'pointerover');
  jest.advanceTimersByTime(RESTING_MS - 1);
  expect(onIntent).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(pathsAsked()).toEqual(['/jobs']);
});

it('names nothing for a pointer passing over a link on its way elsewhere', () => {
  const jobs = link('/jobs');
  const businesses = link('/businesses');
  fire(jobs, 'pointerover');
  // Moving within the link is still resting on it.
  fire(jobs, 'pointerout', jobs.firstElementChild);
  jest.advanceTimersByTime(RESTING_MS / 2);
  fire(jobs, 'pointerout', businesses);
  fire(businesses, 'pointerover');
  jest.advanceTimersByTime(RESTING_MS);
  expect(pathsAsked()).toEqual(['/businesses']);
});

it('names a link the keyboard rests on, and none it passes through', () => {
  const jobs = link('/jobs');
  const businesses = link('/businesses');
  jobs.focus();
  businesses.focus();
  jest.advanceTimersByTime(RESTING_MS);
  expect(pathsAsked()).toEqual(['/businesses']);
});

it('keeps a link the keyboard rests on while the pointer moves elsewhere on the page', () => {
  const jobs = link('/jobs');
  const elsewhere = document.createElement('p');
  document.body.append(elsewhere);
  jobs.focus();
  fire(elsewhere, 'pointerout', document.body);
  jest.advanceTimersByTime(RESTING_MS);
  expect(pathsAsked()).toEqual(['/jobs']);
});

it('names a pressed link at once, and only once for the press and the rest before it', () => {
  const jobs = link('/jobs');
  fire(jobs, 'pointerover');
  fire(jobs, 'pointerdown');
  expect(pathsAsked()).toEqual(['/jobs']);
  jest.advanceTimersByTime(RESTING_MS);
  expect(pathsAsked()).toEqual(['/jobs']);
});

it("leaves alone links the page does not route itself, and the page's own address", () => {
  const others = [
    link('https://www.utdanning.no/yrker'),
    link('/jobs', { target: '_blank' }),
    link('/api/users/export', { download: '' }),
    link('/student/dashboard?tab=2'),
  ];
  for (const other of others) fire(other, 'pointerdown');
  expect(onIntent).not.toHaveBeenCalled();
});

it('stops watching when told to', () => {
  const jobs = link('/jobs');
  fire(jobs, 'pointerover');
  stop();
  fire(jobs, 'pointerdown');
  jest.advanceTimersByTime(RESTING_MS);
  expect(onIntent).not.toHaveBeenCalled();
});
