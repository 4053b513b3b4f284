import type { ChatResponse, ChatSource } from '@yrkesbro/contracts';
import type { Hit } from './passage-index';
import { terms } from './norwegian-text';

export const NOT_FOUND_REPLY =
  'Det vet jeg dessverre ikke. Jeg svarer bare ut fra Yrkesbros egne sider om læretid, yrkesfag og ' +
  'hvordan tjenesten virker. Se spørsmålene på FAQ-siden, eller skriv til oss via kontaktskjemaet på /contact.';

export function sourcesOf(hits: Hit[]): ChatSource[] {
  const seen = new Set<string>();
  return hits
    .filter((hit) => !seen.has(hit.passage.url) && seen.add(hit.passage.url))
    .map((hit) => ({ title: hit.passage.title, url: hit.passage.url }));
}

/**
 * The offline answer: the best passage's own words. From a long article section only the
 * paragraphs that share words with the question are quoted.
 */
export function retrievalAnswer(question: string, hits: Hit[]): ChatResponse {
  const [best] = hits;
  const asked = new Set(terms(question));
  const paragraphs =
    best.passage.paragraphs.length <= 3
      ? best.passage.paragraphs
      : best.passage.paragraphs
          .map((text, order) => ({
            text,
            order,
            overlap: terms(text).filter((t) => asked.has(t)).length,
          }))
          .sort((a, b) => b.overlap - a.overlap || a.order - b.order)
          .slice(0, 2)
          .sort((a, b) => a.order - b.order)
          .map((p) => p.text);
  return {
    message: paragraphs.join('\n\n'),
    sources: sourcesOf([best]),
    answeredBy: 'retrieval',
  };
}

export function notFoundAnswer(): ChatResponse {
  return {
    message: NOT_FOUND_REPLY,
    sources: [{ title: 'Kontakt oss', url: '/contact' }],
    answeredBy: 'none',
  };
}
