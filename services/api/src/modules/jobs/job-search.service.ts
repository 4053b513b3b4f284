import { Injectable } from '@nestjs/common';
import { JOB_TYPE_LABELS } from '@yrkesbro/contracts';
import type {
  FacetCount,
  JobSearchQuery,
  JobSearchResponse,
  JobSort,
  JobType,
} from '@yrkesbro/contracts';
import { toJob } from './job-rows';
import { JobSearchRepository } from './job-search.repository';
import type { ExpandedSearch, ExpandedTerm } from './job-search.repository';
import type { IndexCell, JobSearchIndex } from './job-search-index';
import { CurrentJobIndex } from './current-job-index';
import { PreparedSearches } from './prepared-searches';
import type { PreparedSearch } from './prepared-searches';
import { searchTerms, tradesFor } from './search-terms';
import type { SearchTerm } from './search-terms';

type Expansion = Pick<ExpandedSearch, 'lexemes' | 'version'>;

/** A typo is corrected only in words this long: shorter ones have too many neighbours. */
export const MIN_TYPO_LENGTH = 5;

/**
 * Job search on the server: a page of open jobs with its total and the counts per filter value.
 * Each word finds the compounds containing it, its synonyms and the jobs of the trades it names;
 * a word of five letters or more that finds none of these is corrected to a known word one edit
 * away. PostgreSQL expands and stems the words; the in-memory index matches, counts and ranks.
 */
@Injectable()
export class JobSearchService {
  private readonly prepared = new PreparedSearches();

  constructor(
    private readonly searches: JobSearchRepository,
    private readonly current: CurrentJobIndex,
  ) {}

  /**
   * A page of the search. The index is asked as this process holds it, with the words prepared
   * as of the same version, and the page's rows are read with the change log's head: when a write
   * came in between, the search runs again on what the log now holds, so a job published, edited
   * or closed shows in the very next search.
   */
  async search(query: JobSearchQuery): Promise<JobSearchResponse> {
    const held = this.current.held();
    const ready = held && this.prepared.get(query.q, query.location, held.version);
    if (held && ready) {
      const answer = await this.answer(query, ready, held.index);
      if (answer.version === held.version) return answer.response;
    }
    const { prepared, index } = await this.prepare(query);
    return (await this.answer(query, prepared, index)).response;
  }

  /** The words and place of the query prepared anew, and the index as of the same version or later. */
  private async prepare(query: JobSearchQuery) {
    const { terms, lexemes, version } = await this.expand(query);
    const current = await this.current.get(version);
    const places = query.location
      ? await this.searches.placesMatching([...current.index.locations], query.location)
      : undefined;
    const prepared = { terms, lexemes, places, version: version ?? current.version };
    this.prepared.set(query.q, query.location, prepared);
    return { prepared, index: current.index };
  }

  /** The page found in `index`, its rows, and the version the rows were read at. */
  private async answer(query: JobSearchQuery, prepared: PreparedSearch, index: JobSearchIndex) {
    const { terms, lexemes } = prepared;
    const of = (words: string[]) => words.flatMap((word) => lexemes.get(word) ?? []);
    const found = index.search({
      terms: terms.map((term) => ({
        exact: term.words.map((word) => lexemes.get(word) ?? []),
        prefixes: of(term.whole),
        vocationIds: term.vocationIds,
      })),
      rank: {
        whole: of(terms.flatMap((term) => term.whole)),
        all: of(terms.flatMap((term) => [...term.whole, ...term.words])),
      },
      places: prepared.places,
      vocation: query.vocation,
      jobType: query.job_type,
      business: query.business,
      sort: sortOf(query, terms),
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    });
    const { rows, version } = await this.searches.rows(found.ids);
    const response: JobSearchResponse = {
      jobs: rows.map(toJob),
      page: query.page,
      limit: query.limit,
      ...facets(query, found.cells, index.vocationNames),
    };
    return { response, version };
  }

  /** The query with its words expanded. */
  async expand(query: JobSearchQuery): Promise<ExpandedSearch> {
    const { q, ...filters } = query;
    const expansion: Expansion = { lexemes: new Map() };
    const terms = await this.expandTerms(searchTerms(q), expansion);
    return { ...filters, sort: sortOf(query, terms), terms, ...expansion };
  }

  /** The terms expanded; the lexemes of every word they expand to go into `expansion`. */
  private async expandTerms(terms: SearchTerm[], expansion: Expansion): Promise<ExpandedTerm[]> {
    if (terms.length === 0) return [];
    const found = await this.compounds(
      terms.flatMap((term) => term.variants),
      expansion,
    );
    return Promise.all(
      terms.map(async (term) => {
        const words = term.variants.flatMap((variant) => found.get(variant) ?? []);
        if (words.length > 0 || term.vocations.length > 0 || term.term.length < MIN_TYPO_LENGTH) {
          return {
            whole: term.variants,
            words,
            vocationIds: await this.searches.vocationIds(term.vocations),
          };
        }
        return this.corrected(term, expansion);
      }),
    );
  }

  /** A word that found nothing stands for the known words one edit away, and their compounds. */
  private async corrected(term: SearchTerm, expansion: Expansion): Promise<ExpandedTerm> {
    const corrections = await this.searches.corrections(term.term);
    if (corrections.length === 0) return { whole: term.variants, words: [], vocationIds: [] };
    const found = await this.compounds(corrections, expansion);
    return {
      whole: corrections,
      words: corrections.flatMap((word) => found.get(word) ?? []),
      vocationIds: await this.searches.vocationIds(corrections.flatMap(tradesFor)),
    };
  }

  private async compounds(variants: string[], expansion: Expansion) {
    const found = await this.searches.compounds(variants);
    for (const [word, ofWord] of found.lexemes) expansion.lexemes.set(word, ofWord);
    expansion.version = Math.max(expansion.version ?? 0, found.version);
    return found.words;
  }
}

/** One collator for every search: `localeCompare` with a locale builds one per call. */
const NORWEGIAN = new Intl.Collator('nb');

/** Relevance is the order when words were typed, newest otherwise, unless one was chosen. */
function sortOf(query: JobSearchQuery, terms: ExpandedTerm[]): JobSort {
  return query.sort ?? (terms.length > 0 ? 'relevance' : 'newest');
}

/** The total, and per vocation and job type how many each choice would give with the other. */
function facets(
  query: JobSearchQuery,
  cells: IndexCell[],
  names: Map<number, string>,
): Pick<JobSearchResponse, 'total' | 'facets'> {
  const ofVocation = (cell: IndexCell) => !query.vocation || cell.vocationId === query.vocation;
  const ofJobType = (cell: IndexCell) => !query.job_type || cell.jobType === query.job_type;
  const vocations = new Map<number, FacetCount<number>>();
  const jobTypes = new Map<JobType, FacetCount<JobType>>();
  let total = 0;
  for (const cell of cells) {
    if (ofVocation(cell) && ofJobType(cell)) total += cell.count;
    if (ofJobType(cell)) {
      const facet = vocations.get(cell.vocationId);
      if (facet) facet.count += cell.count;
      else {
        const label = names.get(cell.vocationId) ?? '';
        vocations.set(cell.vocationId, { value: cell.vocationId, label, count: cell.count });
      }
    }
    if (ofVocation(cell)) {
      const facet = jobTypes.get(cell.jobType);
      if (facet) facet.count += cell.count;
      else {
        const label = JOB_TYPE_LABELS[cell.jobType];
        jobTypes.set(cell.jobType, { value: cell.jobType, label, count: cell.count });
      }
    }
  }
  const byCount = <V extends string | number>(a: FacetCount<V>, b: FacetCount<V>) =>
    b.count - a.count || NORWEGIAN.compare(a.label, b.label);
  return {
    total,
    facets: {
      vocation: [...vocations.values()].sort(byCount),
      job_type: [...jobTypes.values()].sort(byCount),
    },
  };
}
