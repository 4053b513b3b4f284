import { Injectable } from '@nestjs/common';
import { JOB_TYPE_LABELS } from '@yrkesbro/contracts';
import type { FacetCount, JobSearchQuery, JobSearchResponse, JobType } from '@yrkesbro/contracts';
import { toJob } from './job-rows';
import { JobSearchRepository } from './job-search.repository';
import type { ExpandedSearch, ExpandedTerm, FacetCell } from './job-search.repository';
import { searchTerms, tradesFor } from './search-terms';
import type { SearchTerm } from './search-terms';

/** A typo is corrected only in words this long: shorter ones have too many neighbours. */
export const MIN_TYPO_LENGTH = 5;
/**
 * An answer is reused this long while no job changed (job_search_version): a common word matches
 * a third of all jobs, and counting and ranking those takes far longer than a page may.
 */
export const SEARCH_CACHE_MS = 30_000;
const SEARCH_CACHE_SIZE = 500;

/**
 * Job search on the server: a page of open jobs with its total and the counts per filter value.
 * Each word finds the compounds containing it, its synonyms and the jobs of the trades it names;
 * a word of five letters or more that finds none of these is corrected to a known word one edit
 * away.
 */
@Injectable()
export class JobSearchService {
  /** Answers by query, the pending ones included, so identical searches at once run once. */
  private readonly answers = new Map<string, { at: number; answer: Promise<JobSearchResponse> }>();

  constructor(private readonly searches: JobSearchRepository) {}

  async search(query: JobSearchQuery, now = Date.now()): Promise<JobSearchResponse> {
    const key = JSON.stringify([
      await this.searches.version(),
      query.q.toLowerCase(),
      query.location.toLowerCase(),
      query.vocation,
      query.job_type,
      query.business,
      query.sort,
      query.page,
      query.limit,
    ]);
    const cached = this.answers.get(key);
    if (cached && now - cached.at < SEARCH_CACHE_MS) return cached.answer;
    const answer = this.answer(query);
    this.answers.delete(key);
    this.answers.set(key, { at: now, answer });
    // A failed answer is not kept; the oldest goes when the cache is full (a Map keeps order).
    answer.catch(() => this.answers.get(key)?.answer === answer && this.answers.delete(key));
    if (this.answers.size > SEARCH_CACHE_SIZE) {
      this.answers.delete(this.answers.keys().next().value as string);
    }
    return answer;
  }

  private async answer(query: JobSearchQuery): Promise<JobSearchResponse> {
    const search = await this.expand(query);
    const [rows, cells] = await Promise.all([
      this.searches.page(search),
      this.searches.facetCells(search),
    ]);
    const ofVocation = (cell: FacetCell) => !query.vocation || cell.vocation_id === query.vocation;
    const ofJobType = (cell: FacetCell) => !query.job_type || cell.job_type === query.job_type;
    const vocations = new Map<number, FacetCount<number>>();
    const jobTypes = new Map<JobType, FacetCount<JobType>>();
    let total = 0;
    for (const cell of cells) {
      if (ofVocation(cell) && ofJobType(cell)) total += cell.count;
      if (ofJobType(cell)) {
        const facet = vocations.get(cell.vocation_id);
        if (facet) facet.count += cell.count;
        else {
          const label = cell.vocation_name;
          vocations.set(cell.vocation_id, { value: cell.vocation_id, label, count: cell.count });
        }
      }
      if (ofVocation(cell)) {
        const facet = jobTypes.get(cell.job_type);
        if (facet) facet.count += cell.count;
        else {
          const label = JOB_TYPE_LABELS[cell.job_type];
          jobTypes.set(cell.job_type, { value: cell.job_type, label, count: cell.count });
        }
      }
    }
    const byCount = <V extends string | number>(a: FacetCount<V>, b: FacetCount<V>) =>
      b.count - a.count || a.label.localeCompare(b.label, 'nb');
    return {
      jobs: rows.map(toJob),
      total,
      page: query.page,
      limit: query.limit,
      facets: {
        vocation: [...vocations.values()].sort(byCount),
        job_type: [...jobTypes.values()].sort(byCount),
      },
    };
  }

  /** The query with its words expanded; relevance is the order when words were typed. */
  async expand(query: JobSearchQuery): Promise<ExpandedSearch> {
    const { q, ...filters } = query;
    const terms = await this.expandTerms(searchTerms(q));
    const sort = query.sort ?? (terms.length > 0 ? 'relevance' : 'newest');
    return { ...filters, sort, terms };
  }

  private async expandTerms(terms: SearchTerm[]): Promise<ExpandedTerm[]> {
    if (terms.length === 0) return [];
    const found = await this.searches.compounds(terms.flatMap((term) => term.variants));
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
        return this.corrected(term);
      }),
    );
  }

  /** A word that found nothing stands for the known words one edit away, and their compounds. */
  private async corrected(term: SearchTerm): Promise<ExpandedTerm> {
    const corrections = await this.searches.corrections(term.term);
    if (corrections.length === 0) return { whole: term.variants, words: [], vocationIds: [] };
    const found = await this.searches.compounds(corrections);
    return {
      whole: corrections,
      words: corrections.flatMap((word) => found.get(word) ?? []),
      vocationIds: await this.searches.vocationIds(corrections.flatMap(tradesFor)),
    };
  }
}
