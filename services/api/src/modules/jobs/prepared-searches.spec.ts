import { PreparedSearches } from './prepared-searches';
import type { PreparedSearch } from './prepared-searches';

const prepared = (version: number): PreparedSearch => ({
  terms: [],
  lexemes: new Map(),
  version,
});

describe('PreparedSearches', () => {
  it('serves a preparation only for the version it was made at', () => {
    const searches = new PreparedSearches();
    const made = prepared(3);
    searches.set('Lærling', 'Bergen', made);
    expect(searches.get('lærling', 'bergen', 3)).toBe(made);
    expect(searches.get('lærling', 'bergen', 4)).toBeUndefined();
    expect(searches.get('lærling', '', 3)).toBeUndefined();
  });

  it('drops every preparation when a newer version arrives, and ignores older ones', () => {
    const searches = new PreparedSearches();
    searches.set('kokk', '', prepared(3));
    searches.set('rør', '', prepared(4));
    expect(searches.get('kokk', '', 3)).toBeUndefined();
    expect(searches.get('rør', '', 4)).toBeDefined();
    searches.set('kokk', '', prepared(3));
    expect(searches.get('kokk', '', 3)).toBeUndefined();
    expect(searches.get('kokk', '', 4)).toBeUndefined();
  });

  it('holds a bounded number, letting the oldest go', () => {
    const searches = new PreparedSearches();
    for (let n = 0; n <= 2000; n++) searches.set(`ord${n}`, '', prepared(1));
    expect(searches.get('ord0', '', 1)).toBeUndefined();
    expect(searches.get('ord1', '', 1)).toBeDefined();
    expect(searches.get('ord2000', '', 1)).toBeDefined();
  });
});
