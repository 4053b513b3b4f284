// A dashboard's open tab lives in the address (?fane=soknader), so reload, back and a link that
// names a tab all open it. The router stays with the page (this entry takes nothing from the
// shared one, see index.ts); these are the two steps every dashboard takes with it.

/** The tab the address names, or the first tab when it names none of them. */
export function tabNamed<Key extends string>(
  tabs: readonly { key: Key }[],
  value: string | null,
): Key {
  return tabs.find(({ key }) => key === value)?.key ?? tabs[0].key;
}

/**
 * The address with `key` as the open tab, for `setSearchParams`: a new history entry per tab, so
 * the browser's back button returns to the previous tab. The address's other parameters stay.
 */
export function withTab(param: string, key: string) {
  return (previous: URLSearchParams): URLSearchParams => {
    const params = new URLSearchParams(previous);
    params.set(param, key);
    return params;
  };
}
