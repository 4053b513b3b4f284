// The table `npm run bench` ends with (#17's report): each figure beside its target and the
// baseline it is measured against in the same run, and whether the target is met.

/**
 * Rows of { figure, value, target, baseline, met }: `baseline` is '—' where the target stands on
 * its own, `met` null where there is no target to meet.
 */
export function createSummary() {
  const rows = [];
  return {
    add({ figure, value, target = '—', baseline = '—', met = null }) {
      rows.push([figure, value, target, baseline, met === null ? '—' : met ? 'yes' : 'no']);
    },
    /** The rows as a Markdown table, the way bench/RESULTS.md keeps it. */
    lines() {
      const header = ['figure', 'this run', 'target', 'baseline, same run', 'met'];
      const widths = header.map((title, column) =>
        Math.max(title.length, ...rows.map((row) => row[column].length)),
      );
      const line = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
      return [
        line(header),
        `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
        ...rows.map(line),
      ];
    },
  };
}
