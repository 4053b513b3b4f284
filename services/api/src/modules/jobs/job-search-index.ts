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
/** The scratch arrays of a byte per slot: all terms matched, one term matched, chosen, rank. */
const [MATCHED, TERM, CHOSEN, RANK] = [0, 1, 2, 3];
/**
 * The scratch lists of slots, room for every slot: the chosen jobs, and the rarest word's jobs
 * (as a list grown job by job, that was a quarter of a megabyte of garbage per search for 'rør').
 */
const [CHOSEN_SLOTS, RARE_SLOTS] = [0, 1];
/** A word's flags while a search ranks: a word as typed (or its synonym), a word it expanded to. */
const [WHOLE, EXPANDED] = [1, 2];
/** A lexeme's marks while a job is added: seen in its title, in its text. */
const [IN_TITLE, IN_TEXT] = [1, 2];
/**
 * What a step costs, in the time of one step through an order: a comparison in a sort, and
 * looking at one of a job's words to rank it.
 */
const [COMPARE_COST, LOOK_COST] = [10, 2];
/** A word in at most this share of all jobs lists the jobs it matches as it marks them. */
const RARE_SHARE = 0.25;
type Sort = 'newest' | 'salary';
const TYPE_CODES = new Map<JobType, number>(JOB_TYPES.map((type, code) => [type, code]));
/**
 * A vocation and job type as one small integer, from 1: facets count in an array indexed by it.
 * A removed job's cell is 0, which is never counted nor chosen, so the hot loops need no branch.
 */
const toCell = (vocationId: number, jobType: JobType) =>
  1 + vocationId * JOB_TYPES.length + (TYPE_CODES.get(jobType) ?? 0);
const fromCell = (cell: number) => ({
  vocationId: Math.floor((cell - 1) / JOB_TYPES.length),
  jobType: JOB_TYPES[(cell - 1) % JOB_TYPES.length],
});

/**
 * The jobs a search chose: a byte per slot, read together with the wanted cells (a search of
 * words only marks what matched and leaves the cells to the walk), with the slots listed when a
 * pass listed them; or, with no words, place or company, every job whose cell is wanted.
 */
interface Choice {
  wanted: Uint8Array;
  chosen?: Uint8Array;
  list?: Int32Array;
  count: number;
}

/**
 * The open jobs in memory, as an inverted index from lexeme to jobs: a word matching half of
 * 100 000 jobs is counted, faceted and ranked in well under a millisecond, where PostgreSQL reads
 * every matching row (a second for 'lærling'). PostgreSQL stays the one source: it expands and
 * stems the words and the index is kept current from its change log (CurrentJobIndex).
 *
 * Jobs live in slots; a removed job leaves its slot empty until the index is compacted, so the
 * posting lists never need rewriting on a change. Each search picks its cheapest way: a page
 * sorted from a few chosen jobs, or found by walking an order kept sorted; a rank looked up in
 * the words of the jobs it reaches, or marked from the posting lists when those are short.
 */
export class JobSearchIndex {
  private readonly slotOf = new Map<string, number>();
  /** Per slot, what the filters and facets read in the hot loop, as small integers. */
  private cellOf: number[] = [];
  private placeOf: number[] = [];
  private placePostings: number[][] = [];
  private placeNames: string[] = [];
  /** Per slot, what the orders sort by; kept for removed jobs too, which stay in the orders. */
  private createdAtOf: number[] = [];
  private salaryOf: number[] = [];
  private idOf: string[] = [];
  private businessOf: (string | null)[] = [];
  /** Per slot, its words as lexeme numbers: those of the title from `wordsFrom`, the rest to `wordsTo`. */
  private words: number[] = [];
  private wordsFrom: number[] = [];
  private titleTo: number[] = [];
  private wordsTo: number[] = [];
  private readonly placeCodes = new Map<string, number>();
  /** How many open jobs each cell holds: the facets of a search without words, place or company. */
  private openCells: number[] = [0];
  /** The slots before this were added in the order of their cells; cell c's are from `cellStarts[c]`. */
  private grouped = 0;
  private cellStarts = new Int32Array(1);
  /** Removed slots among the grouped, each followed by its cell: their bytes are still summed. */
  private removedGrouped: number[] = [];
  private lexemeIds = new Map<string, number>();
  /** Each lexeme by its number. */
  private lexemes: string[] = [];
  private postings: number[][] = [];
  private titlePostings: (number[] | undefined)[] = [];
  private vocationPostings = new Map<number, number[]>();
  private businessPostings = new Map<string, number[]>();
  /** Sorted lexemes, for prefix lookups; dropped when a new lexeme arrives. */
  private vocabulary?: string[];
  private orders: Partial<Record<Sort, Int32Array>> = {};
  /** Per slot, its place in each order: a page is sorted as plain numbers, without a comparator. */
  private positions: Partial<Record<Sort, Int32Array>> = {};
  /** The facets' labels, kept by the index's keeper (CurrentJobIndex). */
  vocationNames = new Map<number, string>();
  /** Scratch arrays, reused by every search (a search runs to its end at once). */
  private readonly buffers: Uint8Array[] = [];
  private readonly lists: Int32Array[] = [];
  private flags = new Uint8Array(0);
  /** While a job is added, which of its lexemes were seen in its title and text. */
  private seen = new Uint8Array(1024);
  private everyCell = new Uint8Array(0);

  constructor(jobs: Iterable<IndexedJob> = []) {
    this.build([...jobs]);
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
    if (this.idOf.length > 2 * this.slotOf.size + 1000) this.compact();
    else if (added.length > MAX_INSERTS) this.clearOrders();
    else for (const slot of added) this.insertInOrders(slot);
    this.sortAhead();
  }

  /** The orders and the sorted lexemes, made now rather than by the first search that needs them. */
  private sortAhead(): void {
    this.position('newest');
    this.position('salary');
    this.vocabulary ??= [...this.lexemeIds.keys()].sort();
  }

  search(query: IndexQuery): IndexAnswer {
    const wanted = this.wantedCells(query.vocation, query.jobType);
    let cells: ArrayLike<number>;
    let choice: Choice;
    if (query.terms.length === 0 && !query.places && query.business === undefined) {
      cells = this.openCells;
      choice = this.chooseUnfiltered(wanted, query.vocation);
    } else {
      const scanned = this.scan(query, wanted);
      cells = scanned.cells;
      choice = scanned.choice;
    }
    const end = query.offset + query.limit;
    const page =
      query.sort === 'relevance' && query.terms.length > 0
        ? this.byRelevance(choice, query.rank, end)
        : this.inOrder(choice, query.sort === 'salary' ? 'salary' : 'newest', end);
    const counted: IndexCell[] = [];
    for (let cell = 1; cell < cells.length; cell++) {
      if (cells[cell] === 0) continue;
      const { vocationId, jobType } = fromCell(cell);
      counted.push({ vocationId, jobType, count: cells[cell] });
    }
    return { ids: page.slice(query.offset).map((slot) => this.idOf[slot]), cells: counted };
  }

  private add(job: IndexedJob): number {
    const slot = this.idOf.length;
    this.slotOf.set(job.id, slot);
    const cell = toCell(job.vocationId, job.jobType);
    this.cellOf.push(cell);
    while (this.openCells.length <= cell) this.openCells.push(0);
    this.openCells[cell] += 1;
    this.createdAtOf.push(job.createdAt);
    this.salaryOf.push(job.salaryMax);
    this.idOf.push(job.id);
    this.businessOf.push(job.businessId);
    let place = this.placeCodes.get(job.location);
    if (place === undefined) {
      place = this.placeCodes.size;
      this.placeCodes.set(job.location, place);
      this.placeNames.push(job.location);
      this.placePostings.push([]);
    }
    this.placeOf.push(place);
    this.placePostings[place].push(slot);
    // Each lexeme once, marked in a scratch array rather than in two sets per job: loading
    // 100 000 jobs made 200 000 sets for the collector to clear.
    const { words } = this;
    const from = words.length;
    this.wordsFrom.push(from);
    for (const lexeme of job.titleLexemes) {
      const id = this.lexemeId(lexeme);
      if (this.seen[id] & IN_TITLE) continue;
      this.seen[id] |= IN_TITLE;
      words.push(id);
      (this.titlePostings[id] ??= []).push(slot);
    }
    this.titleTo.push(words.length);
    for (const lexeme of job.lexemes) {
      const id = this.lexemeId(lexeme);
      if (this.seen[id] & IN_TEXT) continue;
      this.seen[id] |= IN_TEXT;
      this.postings[id].push(slot);
      if ((this.seen[id] & IN_TITLE) === 0) words.push(id);
    }
    this.wordsTo.push(words.length);
    for (let i = from; i < words.length; i++) this.seen[words[i]] = 0;
    post(this.vocationPostings, job.vocationId, slot);
    if (job.businessId !== null) post(this.businessPostings, job.businessId, slot);
    return slot;
  }

  /** The lexeme's number, given when first seen. */
  private lexemeId(lexeme: string): number {
    let id = this.lexemeIds.get(lexeme);
    if (id === undefined) {
      id = this.postings.length;
      this.lexemeIds.set(lexeme, id);
      this.lexemes.push(lexeme);
      if (id >= this.seen.length) {
        const larger = new Uint8Array(2 * this.seen.length);
        larger.set(this.seen);
        this.seen = larger;
      }
      this.postings.push([]);
      this.vocabulary = undefined;
    }
    return id;
  }

  private remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.openCells[this.cellOf[slot]] -= 1;
    if (slot < this.grouped) this.removedGrouped.push(slot, this.cellOf[slot]);
    this.cellOf[slot] = 0;
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
      this.setOrder(sort, longer);
    }
  }

  /** Rebuilt from the jobs still held: the posting lists lose the empty slots. */
  private compact(): void {
    const jobs = [...this.slotOf.values()].map((slot) => this.indexedJob(slot));
    this.slotOf.clear();
    this.cellOf = [];
    this.placeOf = [];
    this.placePostings = [];
    this.placeNames = [];
    this.placeCodes.clear();
    this.createdAtOf = [];
    this.salaryOf = [];
    this.idOf = [];
    this.businessOf = [];
    this.words = [];
    this.wordsFrom = [];
    this.titleTo = [];
    this.wordsTo = [];
    this.openCells = [0];
    this.lexemeIds = new Map();
    this.lexemes = [];
    this.postings = [];
    this.titlePostings = [];
    this.vocationPostings = new Map();
    this.businessPostings = new Map();
    this.vocabulary = undefined;
    this.clearOrders();
    this.build(jobs);
  }

  /** The job in a slot as it was added, from what the index keeps of it. */
  private indexedJob(slot: number): IndexedJob {
    const { vocationId, jobType } = fromCell(this.cellOf[slot]);
    const lexemesOf = (from: number, to: number) =>
      this.words.slice(from, to).map((id) => this.lexemes[id]);
    return {
      id: this.idOf[slot],
      vocationId,
      jobType,
      businessId: this.businessOf[slot],
      location: this.placeNames[this.placeOf[slot]],
      createdAt: this.createdAtOf[slot],
      salaryMax: this.salaryOf[slot],
      lexemes: lexemesOf(this.wordsFrom[slot], this.wordsTo[slot]),
      titleLexemes: lexemesOf(this.wordsFrom[slot], this.titleTo[slot]),
    };
  }

  /**
   * Adds the jobs in the order of their cells, so that each cell's jobs sit side by side: a
   * search counts a cell's matches by summing a run of bytes, not by adding job by job into
   * the cells. Jobs added later go after them, and are counted one by one.
   */
  private build(jobs: IndexedJob[]): void {
    const cellOf = (job: IndexedJob) => toCell(job.vocationId, job.jobType);
    for (const job of jobs.sort((a, b) => cellOf(a) - cellOf(b))) this.add(job);
    this.grouped = this.idOf.length;
    this.removedGrouped = [];
    this.cellStarts = new Int32Array(this.openCells.length + 1);
    for (let slot = 0, cell = 0; cell <= this.openCells.length; cell++) {
      while (slot < this.grouped && this.cellOf[slot] < cell) slot++;
      this.cellStarts[cell] = slot;
    }
    this.sortAhead();
  }

  /** For each cell, whether its vocation and job type are the chosen ones; never the empty cell 0. */
  private wantedCells(vocation?: number, jobType?: JobType): Uint8Array {
    const count = this.openCells.length;
    if (!vocation && !jobType) {
      if (this.everyCell.length !== count) {
        this.everyCell = new Uint8Array(count).fill(1);
        this.everyCell[0] = 0;
      }
      return this.everyCell;
    }
    const wanted = new Uint8Array(count);
    for (let cell = 1; cell < count; cell++) {
      const { vocationId, jobType: type } = fromCell(cell);
      wanted[cell] =
        (!vocation || vocationId === vocation) && (!jobType || type === jobType) ? 1 : 0;
    }
    return wanted;
  }

  /** With no words, place or company: the vocation's jobs when one is chosen, else every wanted cell. */
  private chooseUnfiltered(wanted: Uint8Array, vocation?: number): Choice {
    if (!vocation) {
      let count = 0;
      for (let cell = 1; cell < wanted.length; cell++) count += wanted[cell] * this.openCells[cell];
      return { wanted, count };
    }
    const chosen = this.buffer(CHOSEN);
    const list = this.list(CHOSEN_SLOTS);
    let count = 0;
    for (const slot of this.vocationPostings.get(vocation) ?? []) {
      if (wanted[this.cellOf[slot]] === 0) continue;
      chosen[slot] = 1;
      list[count++] = slot;
    }
    return { wanted, chosen, list, count };
  }

  /**
   * One pass over the jobs that can match: those matching the words, place and company are
   * counted per cell, and those also of the wanted cells are chosen and listed. The pass goes
   * over the fewest jobs it can: the company's, the places', or a rare word's; else over all.
   * Without branches: half of all jobs may match, and a mispredicted branch per job cost more
   * than the counting.
   */
  private scan(query: IndexQuery, wanted: Uint8Array): { cells: Int32Array; choice: Choice } {
    const terms = this.matchTerms(query.terms);
    const matched = terms?.matched ?? this.buffer(MATCHED).fill(1);
    const inPlace = this.placeFilter(query.places);
    const cells = new Int32Array(this.openCells.length);
    const { cellOf, placeOf } = this;
    const candidates: (ArrayLike<number> | undefined)[] = [
      terms?.slots,
      query.places && this.placeSlots(query.places),
    ];
    // A company's jobs are few, and the pass over them is the company filter itself.
    const driver =
      query.business !== undefined
        ? (this.businessPostings.get(query.business) ?? [])
        : candidates
            .filter((slots): slots is ArrayLike<number> => slots !== undefined)
            .sort((a, b) => a.length - b.length)[0];
    // Summing runs of bytes costs about a sixteenth of a pass job by job over every slot.
    const countAll = !driver || driver.length * 16 > this.idOf.length;
    if (countAll && !query.places && query.business === undefined && wanted === this.everyCell) {
      // Only words, the commonest search: the matched are the chosen, and only counting is left.
      this.countByCell(matched, cells);
      return { cells, choice: { wanted, chosen: matched, count: sum(cells) } };
    }
    const chosen = this.buffer(CHOSEN);
    const list = this.list(CHOSEN_SLOTS);
    let count = 0;
    const length = driver ? driver.length : cellOf.length;
    for (let i = 0; i < length; i++) {
      const slot = driver ? driver[i] : i;
      const cell = cellOf[slot];
      const match = matched[slot] & inPlace[placeOf[slot]];
      cells[cell] += match;
      const choose = match & wanted[cell];
      chosen[slot] = choose;
      list[count] = slot;
      count += choose;
    }
    cells[0] = 0;
    return { cells, choice: { wanted, chosen, list, count } };
  }

  /** How many of the marked slots each cell holds. */
  private countByCell(marked: Uint8Array, cells: Int32Array): void {
    const { cellStarts, cellOf } = this;
    for (let cell = 1; cell < cellStarts.length - 1; cell++) {
      cells[cell] = countMarked(marked, cellStarts[cell], cellStarts[cell + 1]);
    }
    for (let slot = this.grouped; slot < cellOf.length; slot++) cells[cellOf[slot]] += marked[slot];
    const removed = this.removedGrouped;
    for (let i = 0; i < removed.length; i += 2) cells[removed[i + 1]] -= marked[removed[i]];
    cells[0] = 0;
  }

  /** For each place code, whether it is one of `places` (all of them when absent). */
  private placeFilter(places: ReadonlySet<string> | undefined): Uint8Array {
    const allowed = new Uint8Array(this.placeCodes.size);
    if (!places) return allowed.fill(1);
    for (const place of places) {
      const code = this.placeCodes.get(place);
      if (code !== undefined) allowed[code] = 1;
    }
    return allowed;
  }

  /** The slots of the jobs in these places; for one place, its own list (the caller only reads it). */
  private placeSlots(places: ReadonlySet<string>): number[] {
    const lists: number[][] = [];
    for (const place of places) {
      const code = this.placeCodes.get(place);
      if (code !== undefined) lists.push(this.placePostings[code]);
    }
    return lists.length === 1 ? lists[0] : lists.flat();
  }

  /**
   * For each slot, whether it matches every term; and, when a term is rare, the slots it
   * matches, listed as they were marked (a pass over them is shorter than over all jobs).
   */
  private matchTerms(terms: IndexTerm[]): { matched: Uint8Array; slots?: Int32Array } | undefined {
    if (terms.length === 0) return undefined;
    let all: Uint8Array | undefined;
    let fewest: number | undefined;
    for (const term of terms) {
      const hits = this.buffer(all ? TERM : MATCHED);
      const lists = this.postingListsOf(term);
      let size = 0;
      for (const list of lists) size += list.length;
      if (size <= this.idOf.length * RARE_SHARE && (fewest === undefined || size < fewest)) {
        const rare = this.list(RARE_SLOTS);
        fewest = 0;
        for (const slots of lists) {
          for (let i = 0; i < slots.length; i++) {
            rare[fewest] = slots[i];
            fewest += 1 - hits[slots[i]];
            hits[slots[i]] = 1;
          }
        }
      } else {
        for (const slots of lists) for (let i = 0; i < slots.length; i++) hits[slots[i]] = 1;
      }
      if (all) keepBoth(all, hits);
      else all = hits;
    }
    return {
      matched: all as Uint8Array,
      slots: fewest === undefined ? undefined : this.list(RARE_SLOTS).subarray(0, fewest),
    };
  }

  /**
   * The posting lists a term's jobs are in. A word of one lexeme is that lexeme's list: each list
   * comes once, though many of a word's compounds and its prefixes share lexemes.
   */
  private postingListsOf(term: IndexTerm): readonly number[][] {
    const lists: number[][] = [];
    const lexemes = new Set<number>();
    for (const ofWord of term.exact) {
      if (ofWord.length === 1) this.addId(lexemes, ofWord[0]);
      else lists.push(this.holdingAll(ofWord));
    }
    for (const prefix of term.prefixes) {
      for (const lexeme of this.startingWith(prefix)) this.addId(lexemes, lexeme);
    }
    for (const id of lexemes) lists.push(this.postings[id]);
    for (const id of term.vocationIds) lists.push(this.vocationPostings.get(id) ?? []);
    return lists;
  }

  private addId(ids: Set<number>, lexeme: string): void {
    const id = this.lexemeIds.get(lexeme);
    if (id !== undefined) ids.add(id);
  }

  private holdingAll(lexemes: string[]): number[] {
    if (lexemes.length === 0) return [];
    const [first, ...rest] = lexemes.map((lexeme) => this.postingsOf(lexeme));
    if (rest.length === 0) return first;
    const others = rest.map((list) => new Set(list));
    return first.filter((slot) => others.every((set) => set.has(slot)));
  }

  private postingsOf(lexeme: string): number[] {
    const id = this.lexemeIds.get(lexeme);
    return id === undefined ? [] : this.postings[id];
  }

  private *startingWith(prefix: string): Iterable<string> {
    this.sortAhead();
    const words = this.vocabulary as string[];
    let low = 0;
    let high = words.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (words[middle] < prefix) low = middle + 1;
      else high = middle;
    }
    for (let i = low; i < words.length && words[i].startsWith(prefix); i++) yield words[i];
  }

  /**
   * The first `count` chosen slots in an order: the chosen sorted when they are few, else the
   * order walked until the page is full (the fewer chosen, the longer the walk).
   */
  private inOrder(choice: Choice, sort: Sort, count: number): number[] {
    if (choice.list && this.sortIsCheaper(choice.count, count)) {
      return this.firstInOrder(choice.list.subarray(0, choice.count), sort, count);
    }
    const page: number[] = [];
    const order = this.order(sort);
    const { chosen, wanted } = choice;
    const { cellOf } = this;
    for (let i = 0; i < order.length && page.length < count; i++) {
      const slot = order[i];
      // A removed job's slot is still in the orders; its cell is wanted by no search.
      if ((chosen ? chosen[slot] & wanted[cellOf[slot]] : wanted[cellOf[slot]]) === 1) {
        page.push(slot);
      }
    }
    return page;
  }

  /** Whether sorting `chosen` slots costs less than walking an order for `count` of them. */
  private sortIsCheaper(chosen: number, count: number): boolean {
    const walk = (Math.min(count, chosen) * this.idOf.length) / Math.max(chosen, 1);
    return chosen * Math.log2(chosen + 2) * COMPARE_COST < walk;
  }

  /**
   * The first `count` chosen slots, best first, newest first among equals: a title with the word
   * itself, then a title with a word it expanded to, then the word itself elsewhere. As bits,
   * 4 | 2 | 1 for the first (a title with the word holds it, and a word it expanded to, too),
   * 2 | 1 or 2 for the second and 1 for the third, so the larger number ranks first.
   *
   * A rank is looked up in the words of each job reached, or, when that would cost more than
   * marking the words' posting lists, marked in advance for all.
   */
  private byRelevance(choice: Choice, rank: IndexQuery['rank'], count: number): number[] {
    const whole = this.ids(rank.whole);
    const expanded = this.ids(rank.all);
    const titled = (ids: number[]) => sum(ids.map((id) => this.titlePostings[id]?.length ?? 0));
    const [titleWhole, titleExpanded] = [titled(whole), titled(expanded)];
    const textWhole = sum(whole.map((id) => this.postings[id].length));
    const top = (titleWhole > 0 ? 4 : 0) | (titleExpanded > 0 ? 2 : 0) | (textWhole > 0 ? 1 : 0);
    const perJob = this.words.length / Math.max(1, this.idOf.length);
    // A walk may have to go through the whole order: the best rank can be rare among the chosen
    // (a place or job type chosen, say). Ranking every chosen job and sorting them is the
    // choice when that costs less than the whole walk.
    const sortCost = (chosen: number) =>
      chosen * (perJob * LOOK_COST + Math.log2(chosen + 2) * COMPARE_COST);
    const sorted = choice.list !== undefined && sortCost(choice.count) < this.idOf.length;
    // Walking, about one chosen job in (chosen / title hits) has the best rank.
    const reached = sorted
      ? choice.count
      : Math.min(choice.count, (count * choice.count) / Math.max(1, titleWhole));
    const look = reached * LOOK_COST * perJob;
    const marked = look < titleWhole + titleExpanded + textWhole ? undefined : this.buffer(RANK);
    const flags = this.flags.length === this.postings.length ? this.flags : this.newFlags();
    for (const id of expanded) flags[id] |= EXPANDED;
    for (const id of whole) flags[id] |= WHOLE | EXPANDED;
    if (marked) {
      const mark = (lists: (number[] | undefined)[], ids: number[], bit: number) => {
        for (const id of ids) {
          const slots = lists[id];
          if (slots) for (let i = 0; i < slots.length; i++) marked[slots[i]] |= bit;
        }
      };
      mark(this.titlePostings, whole, 4);
      mark(this.titlePostings, expanded, 2);
      mark(this.postings, whole, 1);
    }
    const rankOf = (slot: number) => (marked ? marked[slot] : this.lookUpRank(slot, flags));
    const page = sorted
      ? this.sortByRank(choice, rankOf, count)
      : this.walkByRank(choice, rankOf, top, count);
    for (const id of expanded) flags[id] = 0;
    for (const id of whole) flags[id] = 0;
    return page;
  }

  private sortByRank(choice: Choice, rankOf: (slot: number) => number, count: number) {
    const slots = (choice.list as Int32Array).subarray(0, choice.count);
    return this.firstInOrder(slots, 'newest', count, rankOf);
  }

  /**
   * The first `count` of `slots` in an order, the better rank first when ranked. Each slot
   * becomes one number, its rank's group (best first) then its place in the order, so that the
   * engine's numeric sort does the work (eight groups of even a million places fit an Int32Array).
   */
  private firstInOrder(
    slots: Int32Array,
    sort: Sort,
    count: number,
    rankOf?: (slot: number) => number,
  ): number[] {
    const order = this.order(sort);
    const at = this.position(sort);
    const keys = new Int32Array(slots.length);
    for (let i = 0; i < slots.length; i++) {
      const group = rankOf ? 7 - rankOf(slots[i]) : 0;
      keys[i] = group * order.length + at[slots[i]];
    }
    keys.sort();
    return Array.from(keys.subarray(0, count), (key) => order[key % order.length]);
  }

  /** Only the first `count` of a rank can be on the page; the walk ends when the best rank has them. */
  private walkByRank(
    choice: Choice,
    rankOf: (slot: number) => number,
    top: number,
    count: number,
  ): number[] {
    const chosen = choice.chosen as Uint8Array;
    const { wanted } = choice;
    const { cellOf } = this;
    const buckets: number[][] = Array.from({ length: 8 }, () => []);
    const best = buckets[top];
    const order = this.order('newest');
    for (let i = 0; i < order.length && best.length < count; i++) {
      const slot = order[i];
      if ((chosen[slot] & wanted[cellOf[slot]]) === 0) continue;
      const bucket = buckets[rankOf(slot)];
      if (bucket.length < count) bucket.push(slot);
    }
    return buckets.reverse().flat().slice(0, count);
  }

  /** A job's rank from its own words and the words' flags. */
  private lookUpRank(slot: number, flags: Uint8Array): number {
    const { words } = this;
    let rank = 0;
    const titleTo = this.titleTo[slot];
    for (let i = this.wordsFrom[slot]; i < titleTo; i++) {
      const flag = flags[words[i]];
      if (flag & WHOLE) rank |= 4 | 1;
      if (flag & EXPANDED) rank |= 2;
    }
    const to = this.wordsTo[slot];
    for (let i = titleTo; i < to && (rank & 1) === 0; i++) {
      if (flags[words[i]] & WHOLE) rank |= 1;
    }
    return rank;
  }

  /** The numbers of the lexemes the index knows, once each. */
  private ids(lexemes: string[]): number[] {
    const ids = new Set<number>();
    for (const lexeme of lexemes) this.addId(ids, lexeme);
    return [...ids];
  }

  private newFlags(): Uint8Array {
    this.flags = new Uint8Array(this.postings.length);
    return this.flags;
  }

  /** The scratch array `which`, one zeroed byte per slot. */
  private buffer(which: number): Uint8Array {
    let buffer = this.buffers[which];
    if (!buffer || buffer.length !== this.idOf.length) {
      buffer = new Uint8Array(this.idOf.length);
      this.buffers[which] = buffer;
    } else buffer.fill(0);
    return buffer;
  }

  /** The scratch list `which`, room for every slot (its contents are not cleared). */
  private list(which: number): Int32Array {
    let list = this.lists[which];
    if (!list || list.length !== this.idOf.length) {
      list = new Int32Array(this.idOf.length);
      this.lists[which] = list;
    }
    return list;
  }

  private order(sort: Sort): Int32Array {
    const cached = this.orders[sort];
    if (cached) return cached;
    const slots = Int32Array.from(this.slotOf.values());
    slots.sort((a, b) => this.compare(sort, a, b));
    this.setOrder(sort, slots);
    return slots;
  }

  /** Each slot's place in the order (a slot not in it, never chosen, reads 0). */
  private position(sort: Sort): Int32Array {
    const cached = this.positions[sort];
    if (cached) return cached;
    const order = this.order(sort);
    const at = new Int32Array(this.idOf.length);
    for (let i = 0; i < order.length; i++) at[order[i]] = i;
    this.positions[sort] = at;
    return at;
  }

  private setOrder(sort: Sort, order: Int32Array): void {
    this.orders[sort] = order;
    delete this.positions[sort];
  }

  private clearOrders(): void {
    this.orders = {};
    this.positions = {};
  }

  /** Newest first (ties by id); by salary, highest first, then newest. */
  private compare(sort: Sort, a: number, b: number): number {
    const { createdAtOf, idOf } = this;
    const salary = sort === 'salary' ? this.salaryOf[b] - this.salaryOf[a] : 0;
    return salary || createdAtOf[b] - createdAtOf[a] || (idOf[a] < idOf[b] ? -1 : 1);
  }
}

function post<K>(postings: Map<K, number[]>, key: K, slot: number): void {
  const list = postings.get(key);
  if (list) list.push(slot);
  else postings.set(key, [slot]);
}

/** How many of the bytes from `start` to `end` are 1 (each is 0 or 1), four at a time. */
function countMarked(marked: Uint8Array, start: number, end: number): number {
  let count = 0;
  let slot = start;
  for (; slot < end && (slot & 3) !== 0; slot++) count += marked[slot];
  const words = new Uint32Array(marked.buffer, marked.byteOffset, marked.length >> 2);
  const lastWord = end >> 2;
  // Multiplying by 0x01010101 adds the four bytes into the top one (at most 4: no carry).
  for (let word = slot >> 2; word < lastWord; word++) {
    count += Math.imul(words[word], 0x01010101) >>> 24;
  }
  for (slot = Math.max(slot, lastWord << 2); slot < end; slot++) count += marked[slot];
  return count;
}

/** `all` keeps a 1 only where `other` has one too, four bytes at a time. */
function keepBoth(all: Uint8Array, other: Uint8Array): void {
  const words = all.length >> 2;
  const mine = new Uint32Array(all.buffer, all.byteOffset, words);
  const theirs = new Uint32Array(other.buffer, other.byteOffset, words);
  for (let word = 0; word < words; word++) mine[word] &= theirs[word];
  for (let slot = words << 2; slot < all.length; slot++) all[slot] &= other[slot];
}

function sum(values: ArrayLike<number>): number {
  let total = 0;
  for (let i = 0; i < values.length; i++) total += values[i];
  return total;
}
