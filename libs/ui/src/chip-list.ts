/** A list of chips: a row that wraps, each item no wider than the row. */
export const chipList = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 1,
  listStyle: 'none',
  p: 0,
  m: 0,
  '& > li': { maxWidth: '100%' },
} as const;

/**
 * A small chip of a person's own words (a skill, a job's requirement): a long one wraps inside
 * the chip. MUI's chip keeps its label on one line, and a long word ran off the card.
 */
export const wrappingChip = {
  maxWidth: '100%',
  height: 'auto',
  minHeight: 24,
  '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere', py: '3px' },
} as const;
