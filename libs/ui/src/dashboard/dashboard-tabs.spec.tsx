import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, useState } from 'react';
import type { ReactElement } from 'react';
import { DashboardTabs } from './dashboard-tabs.tsx';
import { onDemand } from './on-demand.ts';
import { offTheClock, onTheClock } from '../testing/on-the-clock.ts';
import { TEXTS } from './texts.ts';

const TABS = [
  { key: 'profil', label: 'Profil' },
  { key: 'meldinger', label: 'Meldinger' },
] as const;

/** A dashboard opening on Profil, whose Meldinger panel comes from `load`. */
function Dashboard({ load }: { load: () => Promise<{ default: () => ReactElement }> }) {
  const [messages] = useState(() => onDemand(load));
  const [current, setCurrent] = useState<'profil' | 'meldinger'>('profil');
  return (
    <DashboardTabs
      label="Dashbord"
      idPrefix="test"
      tabs={TABS}
      current={current}
      onChange={setCurrent}
      panels={{ profil: <p>Profilskjema</p>, meldinger: messages }}
    />
  );
}

describe('DashboardTabs with a panel loaded on demand', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for the panel when its tab is pointed at or focused, and shows it once chosen', async () => {
    let arrive: (module: { default: () => ReactElement }) => void = () => undefined;
    const load = jest.fn(
      () => new Promise<{ default: () => ReactElement }>((resolve) => (arrive = resolve)),
    );
    render(<Dashboard load={load} />);
    expect(screen.getByText('Profilskjema')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    fireEvent.pointerEnter(screen.getByRole('tab', { name: 'Meldinger' }));
    expect(load).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('tab', { name: 'Meldinger' }));
    expect(
      screen.getByRole('status', { name: TEXTS.dashboardTabs.loading('Meldinger') }),
    ).toBeInTheDocument();
    arrive({ default: () => <p>Innboksen</p> });
    expect(await screen.findByText('Innboksen')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Meldinger' })).toHaveTextContent('Innboksen');
  });

  it('shows a panel that is not loaded on demand in the same commit as its tab', () => {
    const inFirstCommit: boolean[] = [];
    function FirstCommit() {
      useLayoutEffect(() => {
        inFirstCommit.push(screen.queryByText('Profilskjema') !== null);
      }, []);
      return null;
    }
    render(
      <>
        <Dashboard load={async () => ({ default: () => <p>Innboksen</p> })} />
        <FirstCommit />
      </>,
    );
    expect(inFirstCommit).toEqual([true]);
  });

  it('shows a panel whose code came ahead as soon as it is chosen, not 300 ms later', async () => {
    const [{ createRoot }, { DashboardTabs: Tabs }, { onDemand: fresh }] = await onTheClock(() =>
      Promise.all([
        import('react-dom/client'),
        import('./dashboard-tabs.tsx'),
        import('./on-demand.ts'),
      ]),
    );
    const container = document.createElement('div');
    const root = createRoot(container);
    try {
      const load = async () => ({ default: () => <p>Innboksen</p> });
      const messages = fresh(load);
      messages.preload();
      await jest.advanceTimersByTimeAsync(0);
      const show = (current: 'profil' | 'meldinger') =>
        root.render(
          <Tabs
            label="Dashbord"
            idPrefix="klokke"
            tabs={TABS}
            current={current}
            onChange={() => undefined}
            panels={{ profil: <p>Profilskjema</p>, meldinger: messages }}
          />,
        );
      show('profil');
      await jest.advanceTimersByTimeAsync(20);
      show('meldinger');
      // A lazy component suspends on its first render even when its code has come.
      await jest.advanceTimersByTimeAsync(50);
      expect(container.querySelector('#klokke-tabpanel-meldinger')?.textContent).toBe('Innboksen');
    } finally {
      root.unmount();
      offTheClock();
    }
  });

  it('asks for the panels not chosen once the browser is idle', () => {
    let whenIdle: () => void = () => undefined;
    Object.assign(window, {
      requestIdleCallback: (work: () => void) => {
        whenIdle = work;
        return 1;
      },
      cancelIdleCallback: () => undefined,
    });
    try {
      const load = jest.fn(() => new Promise<{ default: () => ReactElement }>(() => undefined));
      const { unmount } = render(<Dashboard load={load} />);
      expect(load).not.toHaveBeenCalled();
      whenIdle();
      expect(load).toHaveBeenCalled();
      unmount();
    } finally {
      Reflect.deleteProperty(window, 'requestIdleCallback');
      Reflect.deleteProperty(window, 'cancelIdleCallback');
    }
  });

  it('says so in the panel when it cannot be loaded; the tabs stay', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Dashboard
        load={() => Promise.reject(new Error('Failed to fetch dynamically imported module'))}
      />,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Meldinger' }));
    expect(await screen.findByText(TEXTS.dashboardTabs.failed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Profil' }));
    expect(screen.getByText('Profilskjema')).toBeInTheDocument();
  });
});
