/**
 * What was typed as a LIKE pattern that finds it anywhere in a lower-cased text: its own `%`,
 * `_` and `\` are escaped (PostgreSQL's default escape is `\`), so a search for "%" finds a
 * percent sign, not everything.
 */
export function containsPattern(typed: string): string {
  return `%${typed.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
