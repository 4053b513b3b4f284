import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createPageSwitch } from './page-switch.tsx';
import { LONGEST_PAGE_WAIT_MS, PageShownProvider, usePageShown } from './page-shown.tsx';

/** Stands for what waits for the page (the navbar's unread count, the phone menu's drawer). */
function Waiting() {
  return <p>{usePageShown() ? 'startet' : 'venter'}</p>;
}

/**
 * The app with what waits and a remote's page switch with one page, whose code arrives when the
 * test says so.
 */
function renderHeldPage() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const PageSwitch = createPageSwitch<'jobber'>({
    jobber: lazy(async () => {
      await arrived;
      return { default: () => <h1>Ledige jobber</h1> };
    }),
  });
  render(
    <MemoryRouter>
      <PageShownProvider>
        <Waiting />
        <PageSwitch page="jobber" />
      </PageShownProvider>
    </MemoryRouter>,
  );
  return { arrive };
}

describe('PageShown', () => {
  afterEach(() => jest.useRealTimers());

  it('what waits for the page starts once the page has shown its content, not while its code is on its way', async () => {
    const { arrive } = renderHeldPage();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByText('venter')).toBeInTheDocument();

    arrive();
    expect(await screen.findByRole('heading', { name: 'Ledige jobber' })).toBeInTheDocument();
    expect(await screen.findByText('startet')).toBeInTheDocument();
  });

  it('starts it anyway when no page shows its content in time', async () => {
    jest.useFakeTimers();
    renderHeldPage();
    await act(async () => jest.advanceTimersByTime(LONGEST_PAGE_WAIT_MS - 100));
    expect(screen.getByText('venter')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(100));
    expect(screen.getByText('startet')).toBeInTheDocument();
  });

  it('outside the app nothing waits', async () => {
    render(<Waiting />);
    expect(await screen.findByText('startet')).toBeInTheDocument();
  });
});
