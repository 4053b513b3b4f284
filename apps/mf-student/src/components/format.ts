/** '1 ledig stilling', '3 ledige stillinger'. */
export function openPositions(count: number): string {
  return count === 1 ? '1 ledig stilling' : `${count} ledige stillinger`;
}
