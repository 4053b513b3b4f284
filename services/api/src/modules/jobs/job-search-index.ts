import { JOB_TYPES } from '@yrkesbro/contracts';
import type { JobSort, JobType } from '@yrkesbro/contracts';

/** An open job as the search index holds it: what it is matched, filtered and ordered by. */
export interface IndexedJob {
  id: string;
  vocationId: number;
  jobType: JobType;
  businessId: string | null;
  /** In lower case, as the place filter compares it. */
  location: string;
  createdAt: number;
  salaryMax: number;
  /** The lexemes of title, requirements and description, as PostgreSQL's Norwegian stemmer made them. */
  lexemes: string[];
  /** The lexemes of the title alone: a title hit ranks first. */
  titleLexemes: string[];
}

/** One word of a search in lexemes: a job matches it through any of the three. */
export interface IndexTerm {
  /** Each entry is the lexemes of one word; a job holding all of them matches. */
  exact: string[][];
  /** A lexeme starting with one of these matches (the word as typed, inside longer words). */
  prefixes: string[];
  /** Jobs of these trades match even when their text lacks the word. */
  vocationIds: number[];
}

export interface IndexQuery {
  terms: IndexTerm[];
  /** For relevance: the lexemes of the words as typed (with synonyms), and of all they expanded to. */
  rank: { whole: string[]; all: string[] };
  /** The places (lower case) a job may be in; absent for anywhere. */
  places?: ReadonlySet<string>;
  vocation?: number;
  jobType?: JobType;
  business?: string;
  sort: JobSort;
  offset: number;
  limit: number;
}

/** How many matches one vocation and one job type have, the other filters applied. */
export interface IndexCell {
  vocationId: number;
  jobType: JobType;
  count: number;
}

export interface IndexAnswer {
  /** The page's job ids in order. */
  ids: string[];
  /** Counted as if neither the vocation nor the job type were chosen, so facets show every choice. */
  cells: IndexCell[];
}

/** More new jobs at once than this sort the orders anew instead of inserting one by one. */
const MAX_INSERTS = 1000;
/** The scratch arrays: all terms matched, one term matched, chosen for the page, rank. */
const [MATCHED, TERM, CHOSEN, RANK] = [0, 1, 2, 3];
const TYPE_CODES = new Map<JobType, number>(JOB_TYPES.map((type, code) => [type, code]));
/** A vocation and job type as one small integer: facets count in an array indexed by it. */
const toCell = (vocationId: number, jobType: JobType) =>
  vocationId * JOB_TYPES.length + (TYPE_CODES.get(jobType) ?? 0);
const fromCell = (cell: number) => ({
  vocationId: Math.floor(cell / JOB_TYPES.length),
  jobType: JOB_TYPES[cell % JOB_TYPES.length],
});

/**
 * The open jobs in memory, as an inverted index from lexeme to jobs: a word matching half of
 * 100 000 jobs is counted, faceted and ranked in a few milliseconds, where PostgreSQL reads every
 * matching row (a second for 'lærling'). PostgreSQL stays the one source: it expands and stems the
 * words and the index is kept current from its change log (CurrentJobIndex).
 *
 * Jobs live in slots; a removed job leaves its slot empty until the index is compacted, so the
 * posting lists never need rewriting on a change.
 */
export class JobSearchIndex {
  private jobs: (IndexedJob | undefined)[] = [];
  private readonly slotOf = new Map<string, number>();
  /** Per slot, what the filters and facets read in the hot loop, as small integers; a removed job's cell is -1. */
  private cellOf: number[] = [];
  /** Per slot, what the orders sort by; kept for removed jobs too, which stay in the orders. */
  private createdAtOf: number[] = [];
  private salaryOf: number[] = [];
  private idOf: string[] = [];
  private placeOf: number[] = [];
  private readonly placeCodes = new Map<string, number>();
  private cellCount = 0;
  private postings = new Map<string, number[]>();
  private titlePostings = new Map<string, number[]>();
  private vocationPostings = new Map<number, number[]>();
  /** Sorted lexemes, for prefix lookups; dropped when a new lexeme arrives. */
  private vocabulary?: string[];
  private orders: Partial<Record<'newest' | 'salary', Int32Array>> = {};
  /** The facets' labels, kept by the index's keeper (CurrentJobIndex). */
  vocationNames = new Map<number, string>();
  /** Scratch arrays of one byte per slot, reused by every search (a search runs to its end at once). */
  private readonly buffers: Uint8Array[] = [];

  constructor(jobs: Iterable<IndexedJob> = []) {
    for (const job of jobs) this.add(job);
  }

  get size(): number {
    return this.slotOf.size;
  }

  /** Every place (lower case) an indexed job is in. */
  get locations(): Iterable<string> {
    return this.placeCodes.keys();
  }

  /** The jobs with these ids changed: `current` holds those of them that are open now. */
  apply(changed: Iterable<string>, current: IndexedJob[]): void {
    for (const id of changed) this.remove(id);
    const added = current.map((job) => {
      this.remove(job.id);
      return this.add(job);
    });
    if (this.jobs.length > 2 * this.slotOf.size + 1000) this.compact();
    else if (added.length > MAX_INSERTS) this.orders = {};
    else for (const slot of added) this.insertInOrders(slot);
  }

  search(query: IndexQuery): IndexAnswer {
    const matched = this.matchTerms(query.terms);
    const inPlace = this.placeFilter(query.places);
    const wanted = this.wantedCells(query.vocation, query.jobType);
    const { jobs, cellOf, placeOf } = this;
    const { business } = query;
    const chosen = this.buffer(CHOSEN);
    const cells = new Int32Array(this.cellCount);
    for (let slot = 0; slot < jobs.length; slot++) {
      const cell = cellOf[slot];
      if (cell < 0 || (matched !== undefined && matched[slot] === 0)) continue;
      if (inPlace !== null && inPlace[placeOf[slot]] === 0) continue;
      if (business !== undefined && (jobs[slot] as IndexedJob).businessId !== business) continue;
      cells[cell] += 1;
      if (wanted === null || wanted[cell] === 1) chosen[slot] = 1;
    }
    const end = query.offset + query.limit;
    const page =
      query.sort === 'relevance' && query.terms.length > 0
        ? this.byRelevance(chosen, query.rank, end)
        : this.inOrder(chosen, query.sort === 'salary' ? 'salary' : 'newest', end);
    const counted: IndexCell[] = [];
    for (let cell = 0; cell < cells.length; cell++) {
      if (cells[cell] === 0) continue;
      const { vocationId, jobType } = fromCell(cell);
      counted.push({ vocationId, jobType, count: cells[cell] });
    }
    return {
      ids: page.slice(query.offset).map((slot) => (this.jobs[slot] as IndexedJob).id),
      cells: counted,
    };
  }

  private add(job: IndexedJob): number {
    const slot = this.jobs.length;
    this.jobs.push(job);
    this.slotOf.set(job.id, slot);
    const cell = toCell(job.vocationId, job.jobType);
    this.cellOf.push(cell);
    this.createdAtOf.push(job.createdAt);
    this.salaryOf.push(job.salaryMax);
    this.idOf.push(job.id);
    this.cellCount = Math.max(this.cellCount, cell + 1);
    let place = this.placeCodes.get(job.location);
    if (place === undefined) {
      place = this.placeCodes.size;
      this.placeCodes.set(job.location, place);
    }
    this.placeOf.push(place);
    for (const lexeme of new Set(job.lexemes)) this.post(this.postings, lexeme, slot);
    for (const lexeme of new Set(job.titleLexemes)) this.post(this.titlePostings, lexeme, slot);
    this.post(this.vocationPostings, job.vocationId, slot);
    return slot;
  }

  private post<K>(postings: Map<K, number[]>, key: K, slot: number): void {
    const list = postings.get(key);
    if (list) list.push(slot);
    else {
      postings.set(key, [slot]);
      if (postings === this.postings) this.vocabulary = undefined;
    }
  }

  private remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.jobs[slot] = undefined;
    this.cellOf[slot] = -1;
    this.slotOf.delete(id);
  }

  /**
   * A new slot goes to its place in each order already sorted (a removed job's slot stays there;
   * the searches skip it), which costs a copy instead of sorting 100 000 jobs again.
   */
  private insertInOrders(slot: number): void {
    for (const sort of ['newest', 'salary'] as const) {
      const order = this.orders[sort];
      if (!order) continue;
      let low = 0;
      let high = order.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (this.compare(sort, order[middle], slot) < 0) low = middle + 1;
        else high = middle;
      }
      const longer = new Int32Array(order.length + 1);
      longer.set(order.subarray(0, low));
      longer[low] = slot;
      longer.set(order.subarray(low), low + 1);
      this.orders[sort] = longer;
    }
  }

  /** Rebuilt from the jobs still held: the posting lists lose the empty slots. */
  private compact(): void {
    const jobs = this.jobs.filter((job): job is IndexedJob => job !== undefined);
    this.jobs = [];
    this.slotOf.clear();
    this.cellOf = [];
    this.createdAtOf = [];
    this.salaryOf = [];
    this.idOf = [];
    this.placeOf = [];
    this.placeCodes.clear();
    this.cellCount = 0;
    this.postings = new Map();
    this.titlePostings = new Map();
    this.vocationPostings = new Map();
    this.vocabulary = undefined;
    this.orders = {};
    for (const job of jobs) this.add(job);
  }

  /** For each cell, whether its vocation and job type are the chosen ones; null when none is. */
  private wantedCells(vocation?: number, jobType?: JobType): Uint8Array | null {
    if (!vocation && !jobType) return null;
    const wanted = new Uint8Array(this.cellCount);
    for (let cell = 0; cell < this.cellCount; cell++) {
      const { vocationId, jobType: type } = fromCell(cell);
      wanted[cell] =
        (!vocation || vocationId === vocation) && (!jobType || type === jobType) ? 1 : 0;
    }
    return wanted;
  }

  /** For each place code, whether it is one of `places`; null for anywhere. */
  private placeFilter(places: ReadonlySet<string> | undefined): Uint8Array | null {
    if (!places) return null;
    const allowed = new Uint8Array(this.placeCodes.size);
    for (const place of places) {
      const code = this.placeCodes.get(place);
      if (code !== undefined) allowed[code] = 1;
    }
    return allowed;
  }

  /** For each slot, whether it matches every term; undefined when there are no terms. */
  private matchTerms(terms: IndexTerm[]): Uint8Array | undefined {
    if (terms.length === 0) return undefined;
    let all: Uint8Array | undefined;
    for (const term of terms) {
      const hits = this.buffer(all ? TERM : MATCHED);
      const mark = (slots: readonly number[] | undefined) => {
        if (slots) for (let i = 0; i < slots.length; i++) hits[slots[i]] = 1;
      };
      for (const lexemes of term.exact) mark(this.holdingAll(lexemes));
      for (const prefix of term.prefixes) {
        for (const lexeme of this.startingWith(prefix)) mark(this.postings.get(lexeme));
      }
      for (const id of term.vocationIds) mark(this.vocationPostings.get(id));
      if (all) for (let slot = 0; slot < hits.length; slot++) all[slot] &= hits[slot];
      else all = hits;
    }
    return all;
  }

  private holdingAll(lexemes: string[]): number[] {
    if (lexemes.length === 0) return [];
    const [first, ...rest] = lexemes.map((lexeme) => this.postings.get(lexeme) ?? []);
    if (rest.length === 0) return first;
    const others = rest.map((list) => new Set(list));
    return first.filter((slot) => others.every((set) => set.has(slot)));
  }

  private *startingWith(prefix: string): Iterable<string> {
    this.vocabulary ??= [...this.postings.keys()].sort();
    const words = this.vocabulary;
    let low = 0;
    let high = words.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (words[middle] < prefix) low = middle + 1;
      else high = middle;
    }
    for (let i = low; i < words.length && words[i].startsWith(prefix); i++) yield words[i];
  }

  /** The first `count` chosen slots in an order. */
  private inOrder(chosen: Uint8Array, sort: 'newest' | 'salary', count: number): number[] {
    const page: number[] = [];
    const order = this.order(sort);
    for (let i = 0; i < order.length && page.length < count; i++) {
      if (chosen[order[i]] === 1) page.push(order[i]);
    }
    return page;
  }

  /**
   * The first `count` chosen slots, best first, newest first among equals: a title with the word
   * itself, then a title with a word it expanded to, then the word itself elsewhere. As bits,
   * 4 | 2 | 1 for the first (a title with the word holds it, and a word it expanded to, too),
   * 2 | 1 or 2 for the second and 1 for the third, so the larger number ranks first.
   */
  private byRelevance(chosen: Uint8Array, rank: IndexQuery['rank'], count: number): number[] {
    const rankOf = this.buffer(RANK);
    const flag = (postings: Map<string, number[]>, lexemes: string[], bit: number) => {
      for (const lexeme of new Set(lexemes)) {
        const slots = postings.get(lexeme);
        if (slots) for (let i = 0; i < slots.length; i++) rankOf[slots[i]] |= bit;
      }
    };
    flag(this.titlePostings, rank.whole, 4);
    flag(this.titlePostings, rank.all, 2);
    flag(this.postings, rank.whole, 1);
    const buckets: number[][] = Array.from({ length: 8 }, () => []);
    const best = buckets[7];
    const order = this.order('newest');
    // Only the first `count` of a rank can be on the page.
    for (let i = 0; i < order.length && best.length < count; i++) {
      const slot = order[i];
      const bucket = buckets[rankOf[slot]];
      if (chosen[slot] === 1 && bucket.length < count) bucket.push(slot);
    }
    return buckets.reverse().flat().slice(0, count);
  }

  /** The scratch array `which`, one zeroed byte per slot. */
  private buffer(which: number): Uint8Array {
    let buffer = this.buffers[which];
    if (!buffer || buffer.length !== this.jobs.length) {
      buffer = new Uint8Array(this.jobs.length);
      this.buffers[which] = buffer;
    } else buffer.fill(0);
    return buffer;
  }

  private order(sort: 'newest' | 'salary'): Int32Array {
    const cached = this.orders[sort];
    if (cached) return cached;
    const slots = Int32Array.from(this.slotOf.values());
    slots.sort((a, b) => this.compare(sort, a, b));
    this.orders[sort] = slots;
    return slots;
  }

  /** Newest first (ties by id); by salary, highest first, then newest. */
  private compare(sort: 'newest' | 'salary', a: number, b: number): number {
    const { createdAtOf, idOf } = this;
    const salary = sort === 'salary' ? this.salaryOf[b] - this.salaryOf[a] : 0;
    return salary || createdAtOf[b] - createdAtOf[a] || (idOf[a] < idOf[b] ? -1 : 1);
  }
}
