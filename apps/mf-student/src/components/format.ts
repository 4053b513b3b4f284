/** Money as Norwegians write it (DESIGN.md): '25 000 – 35 000 kr'; dates come from libs/ui. */
const kroner = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 0 });

export function formatSalary(min: number, max: number): string {
  if (min === max) return `${kroner.format(min)} kr`;
  return `${kroner.format(min)} – ${kroner.format(max)} kr`;
}

/** 'Rør & Varme AS' → 'RV': the fallback when a company has no logo. */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word) && !/^(AS|ASA|DA|ANS|SA)$/i.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase());
  return letters.join('') || name.trim().charAt(0).toUpperCase() || '?';
}

/** '1 ledig stilling', '3 ledige stillinger'. */
export function openPositions(count: number): string {
  return count === 1 ? '1 ledig stilling' : `${count} ledige stillinger`;
}
