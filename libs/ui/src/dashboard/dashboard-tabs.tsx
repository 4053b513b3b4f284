import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';

/**
 * A dashboard's tab row and its panels, wired for assistive tech (each tab controls its panel,
 * each panel is labelled by its tab). Only the chosen panel's content is mounted, so a hidden
 * form never keeps focus or stale state, unless a panel asks to be kept.
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
  panels: Record<K, ReactNode>;
  /** Panels that stay mounted (hidden) once left, e.g. one whose upload must keep running. */
  keepMounted?: readonly K[];
}) {
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
          {(tab.key === current || keepMounted.includes(tab.key)) && panels[tab.key]}
        </Box>
      ))}
    </>
  );
}
