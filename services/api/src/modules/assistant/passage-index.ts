import { terms } from './norwegian-text';

/** A piece of our own text the assistant may answer from. */
export interface Passage {
  id: string;
  /** Heading shown as the source, e.g. the FAQ question. */
  title: string;
  /** The answer text itself. */
  paragraphs: string[];
  /** Extra words that point here (synonyms, inflections). */
  keywords: string[];
  url: string;
}

export interface Hit {
  passage: Passage;
  score: number;
}

const K1 = 1.2;
const B = 0.75;
// Titles and keywords say what a passage is about; they count more than body words.
const TITLE_WEIGHT = 3;
const KEYWORD_WEIGHT = 2;
// A query word that only starts a longer word ('overtid' in 'overtidstillegg') counts less.
const PREFIX_MATCH_WEIGHT = 0.6;
const MIN_PREFIX = 4;

interface IndexedPassage {
  passage: Passage;
  frequencies: Map<string, number>;
  length: number;
}

/** BM25 over stemmed Norwegian terms, with prefix matching so compound words are found. */
export class PassageIndex {
  private readonly docs: IndexedPassage[];
  private readonly documentFrequency = new Map<string, number>();
  private readonly averageLength: number;

  constructor(passages: Passage[]) {
    this.docs = passages.map((passage) => {
      const weighted = [
        ...repeat(terms(passage.title), TITLE_WEIGHT),
        ...repeat(terms(passage.keywords.join(' ')), KEYWORD_WEIGHT),
        ...terms(passage.paragraphs.join(' ')),
      ];
      const frequencies = new Map<string, number>();
      for (const term of weighted) frequencies.set(term, (frequencies.get(term) ?? 0) + 1);
      return { passage, frequencies, length: weighted.length };
    });
    for (const doc of this.docs) {
      for (const term of doc.frequencies.keys()) {
        this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
      }
    }
    this.averageLength =
      this.docs.reduce((sum, doc) => sum + doc.length, 0) / Math.max(this.docs.length, 1);
  }

  search(question: string, limit = 3): Hit[] {
    const queryTerms = [...new Set(terms(question))];
    if (queryTerms.length === 0) return [];
    return this.docs
      .map((doc) => ({ passage: doc.passage, score: this.score(doc, queryTerms) }))
      .filter((hit) => hit.score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, limit);
  }

  private score(doc: IndexedPassage, queryTerms: string[]): number {
    let score = 0;
    for (const query of queryTerms) {
      let best = 0;
      for (const [term, frequency] of doc.frequencies) {
        const weight =
          term === query
            ? 1
            : query.length >= MIN_PREFIX && term.startsWith(query)
              ? PREFIX_MATCH_WEIGHT
              : 0;
        if (weight === 0) continue;
        best = Math.max(best, weight * this.bm25(term, frequency, doc.length));
      }
      score += best;
    }
    return score;
  }

  private bm25(term: string, frequency: number, length: number): number {
    const n = this.docs.length;
    const df = this.documentFrequency.get(term) ?? 0;
    const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
    return (
      (idf * frequency * (K1 + 1)) / (frequency + K1 * (1 - B + (B * length) / this.averageLength))
    );
  }
}

function repeat<T>(items: T[], times: number): T[] {
  return Array.from({ length: times }, () => items).flat();
}
