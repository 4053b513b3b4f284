import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { LoadFailure } from './load-failure.tsx';
import { LoadsInPlace } from './loads-in-place.tsx';
import type { OnDemand } from './on-demand.ts';
import { TEXTS } from './texts.ts';

/** A tab's panel loaded on demand: a component without props (see onDemand). */
export type LazyPanel = OnDemand<ComponentType>;

// A React element is an object too, but has no `preload`.
const isLazyPanel = (panel: ReactNode | LazyPanel): panel is LazyPanel =>
  typeof panel === 'object' && panel !== null && 'preload' in panel;

const preloadOf = (panel: ReactNode | LazyPanel) =>
  isLazyPanel(panel) ? panel.preload : undefined;

/**
 * A panel's content in its place. A panel loaded on demand shows `loading` until its code is in;
 * any other renders in the same commit as its tab, in a boundary for what it may load itself.
 */
function contentOf(panel: ReactNode | LazyPanel, loading: ReactNode): ReactNode {
  if (!isLazyPanel(panel)) return <Suspense fallback={loading}>{panel}</Suspense>;
  const { Component } = panel;
  return (
    <LoadsInPlace fallback={loading}>
      <Component />
    </LoadsInPlace>
  );
}

/** Runs `work` once the browser has nothing more pressing to do; cancelled on unmount. */
function useWhenIdle(work: () => void) {
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(work, IDLE_FALLBACK_MS);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(work, { timeout: IDLE_FALLBACK_MS });
    return () => window.cancelIdleCallback(handle);
    // Once per mounted tab row: the panels' modules do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

// Where the browser has no idle callback (Safari), or is never idle, this long after the start.
const IDLE_FALLBACK_MS = 3000;

/**
 * A dashboard's tab row and its panels, wired for assistive tech (each tab controls its panel,
 * each panel is labelled by its tab). Only the chosen panel's content is mounted, so a hidden
 * form never keeps focus or stale state, unless a panel asks to be kept. A panel loaded on
 * demand (onDemand) shows a placeholder while it comes, and a message if it cannot; once the
 * page is up and the browser idle, the panels not chosen are asked for, so that choosing one
 * later shows it at once.
 */
export function DashboardTabs<K extends string>({
  label,
  idPrefix,
  tabs,
  current,
  onChange,
  panels,
  keepMounted = [],
}: {
  /** The tab list's accessible name. */
  label: string;
  /** Keeps ids unique when two dashboards share a page (tests, previews). */
  idPrefix: string;
  tabs: readonly { key: K; label: string }[];
  current: K;
  onChange: (next: K) => void;
  /** Each tab's content, or a panel loaded on demand (onDemand). */
  panels: Record<K, ReactNode | LazyPanel>;
  /** Panels that stay mounted (hidden) once left, e.g. one whose upload must keep running. */
  keepMounted?: readonly K[];
}) {
  useWhenIdle(() => {
    for (const panel of Object.values<ReactNode | LazyPanel>(panels)) preloadOf(panel)?.();
  });
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={current}
          onChange={(_event, next: K) => onChange(next)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={label}
        >
          {tabs.map((tab) => (
            <Tab
              key={tab.key}
              value={tab.key}
              label={tab.label}
              id={`${idPrefix}-tab-${tab.key}`}
              aria-controls={`${idPrefix}-tabpanel-${tab.key}`}
              onPointerEnter={preloadOf(panels[tab.key])}
              onFocus={preloadOf(panels[tab.key])}
            />
          ))}
        </Tabs>
      </Box>
      {tabs.map((tab) => (
        <Box
          key={tab.key}
          role="tabpanel"
          hidden={tab.key !== current}
          id={`${idPrefix}-tabpanel-${tab.key}`}
          aria-labelledby={`${idPrefix}-tab-${tab.key}`}
        >
          {(tab.key === current || keepMounted.includes(tab.key)) && (
            <LoadFailure
              fallback={
                // A line of text, not MUI's Alert (2 KiB on every dashboard for a rare failure).
                <Typography role="alert" color="error" sx={{ py: 2 }}>
                  {TEXTS.dashboardTabs.failed}
                </Typography>
              }
            >
              {contentOf(
                panels[tab.key],
                <Skeleton
                  variant="rounded"
                  height={240}
                  role="status"
                  aria-label={TEXTS.dashboardTabs.loading(tab.label)}
                />,
              )}
            </LoadFailure>
          )}
        </Box>
      ))}
    </>
  );
}
