/**
 * Counts layout shift as Chromium reports it (the CLS of Lighthouse), summed from the first
 * paint, in every document the page opens from now on; `layoutShiftOf` reads the sum.
 */
export function countLayoutShift(page) {
  return page.addInitScript(() => {
    window.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.hadRecentInput) window.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift summed so far in the page's document (see countLayoutShift). */
export function layoutShiftOf(page) {
  return page.evaluate(() => window.layoutShift);
}
