import type { ExpandedTerm } from './job-search.repository';

/** A search's words and place as the index takes them, as of one version of the jobs. */
export interface PreparedSearch {
  terms: ExpandedTerm[];
  lexemes: Map<string, string[]>;
  /** The places (lower case) the typed place matches; absent when no place was typed. */
  places?: ReadonlySet<string>;
  /** The change log's head the preparation read: it is right for the jobs as of this version. */
  version: number;
}

/** Enough for every word people search for in a day; past it the oldest preparation goes. */
const MAX_PREPARED = 2000;

/**
 * The preparations of the searches made since the jobs last changed, by words and place. A
 * search's words expand against the words of the jobs (compounds, typos, stems) and its place
 * against their places; both only change when a job does, so a preparation serves every search
 * with the same words and place until the next write to jobs, and any write retires them all.
 * Matching, counting, ranking and the page's rows are still done for every search.
 */
export class PreparedSearches {
  private version = -1;
  private readonly byKey = new Map<string, PreparedSearch>();

  /** The preparation of these words and place, if made as of `version`. */
  get(q: string, location: string, version: number): PreparedSearch | undefined {
    if (version !== this.version) return undefined;
    return this.byKey.get(keyOf(q, location));
  }

  set(q: string, location: string, prepared: PreparedSearch): void {
    if (prepared.version < this.version) return;
    if (prepared.version > this.version) {
      this.byKey.clear();
      this.version = prepared.version;
    }
    if (this.byKey.size >= MAX_PREPARED) {
      const [oldest] = this.byKey.keys();
      this.byKey.delete(oldest);
    }
    this.byKey.set(keyOf(q, location), prepared);
  }
}

function keyOf(q: string, location: string): string {
  return `${q.toLowerCase()}\n${location.toLowerCase()}`;
}
