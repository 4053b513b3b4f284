import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from './router.ts';

/** How long typing must pause before a search box writes to the address. */
export const SEARCH_DEBOUNCE_MS = 300;

export type FilterChanges = Record<string, string | number | undefined | null>;

/**
 * The address parameter `name` as a whole number above zero, or none: read the same way by a
 * page (`useUrlFilters`) and by the data started ahead of it.
 */
export function positiveNumberIn(searchParams: URLSearchParams, name: string): number | undefined {
  const value = Number(searchParams.get(name));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/**
 * A list's filters live in the address (`?q=…&page=2`), so a search can be shared and survives
 * a reload. Changing a filter goes back to page 1; empty values leave the address.
 */
export function useUrlFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The router hands an updater the address of the render it came from, and a navigation
  // renders later (a transition): two writes before that render, such as two search boxes
  // whose typing paused together, would each start from the old address and the second undo
  // the first. So each write starts from the last one, until the router renders anew.
  const latest = useRef({ rendered: searchParams, written: searchParams });
  if (latest.current.rendered !== searchParams) {
    latest.current = { rendered: searchParams, written: searchParams };
  }

  const setFilters = useCallback(
    (changes: FilterChanges, { replace = false, keepPage = false } = {}) => {
      const next = new URLSearchParams(latest.current.written);
      for (const [name, value] of Object.entries(changes)) {
        if (value === undefined || value === null || String(value).trim() === '') {
          next.delete(name);
        } else {
          next.set(name, String(value));
        }
      }
      if (!keepPage && !('page' in changes)) next.delete('page');
      latest.current.written = next;
      setSearchParams(next, { replace });
    },
    [setSearchParams],
  );

  const text = (name: string) => searchParams.get(name) ?? '';
  const positiveNumber = (name: string) => positiveNumberIn(searchParams, name);
  const oneOf = <T extends string>(name: string, allowed: readonly T[]): T | undefined => {
    const value = searchParams.get(name);
    return allowed.find((choice) => choice === value);
  };

  return { searchParams, setFilters, text, positiveNumber, oneOf };
}

/**
 * A search box bound to one address parameter: it answers every keystroke at once and
 * writes to the address when typing pauses. A change of the address from elsewhere (clearing
 * the filters, back and forward) is shown in the box.
 */
export function useDebouncedUrlText(
  name: string,
  urlValue: string,
  setFilters: ReturnType<typeof useUrlFilters>['setFilters'],
  delay = SEARCH_DEBOUNCE_MS,
) {
  const [value, setValue] = useState(urlValue);
  const written = useRef(urlValue);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A timer calls the newest render's setFilters, not the one of the render it was set in.
  const latestSetFilters = useRef(setFilters);
  useEffect(() => {
    latestSetFilters.current = setFilters;
  }, [setFilters]);

  useEffect(() => {
    if (urlValue === written.current) return;
    written.current = urlValue;
    clearTimeout(timer.current);
    setValue(urlValue);
  }, [urlValue]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onChange = useCallback(
    (next: string) => {
      setValue(next);
      clearTimeout(timer.current);
      const typedOn = window.location.pathname;
      timer.current = setTimeout(() => {
        // A link clicked before typing paused has left the page (which may still be on screen
        // while the next one's code comes): writing its address now would bring the person back.
        if (window.location.pathname !== typedOn) return;
        written.current = next.trim();
        latestSetFilters.current({ [name]: next.trim() }, { replace: true });
      }, delay);
    },
    [name, delay],
  );

  return [value, onChange] as const;
}
