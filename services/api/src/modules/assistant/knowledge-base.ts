import {
  APPRENTICESHIP_FAQ,
  CATEGORY_ARTICLES,
  LEGAL_DOCUMENTS,
  PLATFORM_GUIDE,
} from '@yrkesbro/content';
import type { FaqEntry } from '@yrkesbro/content';
import type { Passage } from './passage-index';

/**
 * Everything the assistant may answer from: the apprenticeship FAQ, the guide to Yrkesbro,
 * each section of the ten career articles and of the legal pages. All of it is our own
 * published text, so every answer can point to the page it came from.
 */
export function buildKnowledgeBase(): Passage[] {
  const faq = (entry: FaqEntry): Passage => ({
    id: `faq:${entry.id}`,
    title: entry.question,
    paragraphs: entry.answer,
    keywords: entry.keywords ?? [],
    url: `/faq#${entry.id}`,
  });
  const categories = CATEGORY_ARTICLES.flatMap((article) => [
    ...article.sections.map((section) => ({
      id: `category:${article.slug}:${section.heading}`,
      title: `${article.title}: ${section.heading}`,
      paragraphs: [...section.paragraphs, ...(section.bullets ?? [])],
      keywords: [article.title, article.programme],
      url: `/categories/${article.slug}`,
    })),
    {
      id: `category:${article.slug}:yrker`,
      title: `Yrker innen ${article.title.toLowerCase()}`,
      paragraphs: article.professions.map((p) => `${p.name}: ${p.description}`),
      keywords: [
        article.title,
        article.programme,
        'yrker',
        'lærefag',
        ...article.professions.map((p) => p.name),
      ],
      url: `/categories/${article.slug}`,
    },
  ]);
  const legal = Object.values(LEGAL_DOCUMENTS).flatMap((document) =>
    document.sections.map((section) => ({
      id: `legal:${document.slug}:${section.heading}`,
      title: `${document.title}: ${section.heading}`,
      paragraphs: [...section.paragraphs, ...(section.bullets ?? [])],
      keywords: [document.title],
      url: `/${document.slug}`,
    })),
  );
  return [...APPRENTICESHIP_FAQ.map(faq), ...PLATFORM_GUIDE.map(faq), ...categories, ...legal];
}
