import { MAX_PAGE } from '@yrkesbro/contracts';
import { positiveNumberIn } from '@yrkesbro/ui';

/**
 * The page of an application list the address asks for (`?page=`), held to the pages the API
 * answers: read the same way by the list (`useListPage`) and by the data started ahead of it.
 */
export function listPageIn(searchParams: URLSearchParams): number {
  return Math.min(positiveNumberIn(searchParams, 'page') ?? 1, MAX_PAGE);
}
