/** Leaves out empty filters, so a request carries only what the person chose. */
export function withoutEmpty(args: object): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(args)) {
    if (value !== undefined && value !== null && value !== '')
      params[key] = value as string | number;
  }
  return params;
}
