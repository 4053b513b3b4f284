import { Injectable } from '@nestjs/common';
import { JOB_TYPE_LABELS } from '@yrkesbro/contracts';
import type { FacetCount, JobSearchQuery, JobSearchResponse, JobType } from '@yrkesbro/contracts';
import { toJob } from './job-rows';
import { JobSearchRepository } from './job-search.repository';
import type { ExpandedSearch, ExpandedTerm } from './job-search.repository';
import type { IndexCell } from './job-search-index';
import { CurrentJobIndex } from './current-job-index';
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
  constructor(
    private readonly searches: JobSearchRepository,
    private readonly current: CurrentJobIndex,
  ) {}

  async search(query: JobSearchQuery): Promise<JobSearchResponse> {
    const search = await this.expand(query);
    const index = await this.current.get(search.version);
    const of = (words: string[]) => words.flatMap((word) => search.lexemes.get(word) ?? []);
    const places = query.location
      ? await this.searches.placesMatching([...index.locations], query.location)
      : undefined;
    const found = index.search({
      terms: search.terms.map((term) => ({
        exact: term.words.map((word) => search.lexemes.get(word) ?? []),
        prefixes: of(term.whole),
        vocationIds: term.vocationIds,
      })),
      rank: {
        whole: of(search.terms.flatMap((term) => term.whole)),
        all: of(search.terms.flatMap((term) => [...term.whole, ...term.words])),
      },
      places,
      vocation: query.vocation,
      jobType: query.job_type,
      business: query.business,
      sort: search.sort ?? 'newest',
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    });
    const rows = await this.searches.rows(found.ids);
    return {
      jobs: rows.map(toJob),
      page: query.page,
      limit: query.limit,
      ...facets(query, found.cells, index.vocationNames),
    };
  }

  /** The query with its words expanded; relevance is the order when words were typed. */
  async expand(query: JobSearchQuery): Promise<ExpandedSearch> {
    const { q, ...filters } = query;
    const expansion: Expansion = { lexemes: new Map() };
    const terms = await this.expandTerms(searchTerms(q), expansion);
    const sort = query.sort ?? (terms.length > 0 ? 'relevance' : 'newest');
    return { ...filters, sort, terms, ...expansion };
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
    b.count - a.count || a.label.localeCompare(b.label, 'nb');
  return {
    total,
    facets: {
      vocation: [...vocations.values()].sort(byCount),
      job_type: [...jobTypes.values()].sort(byCount),
    },
  };
}
