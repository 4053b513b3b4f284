import {
  ABOUT,
  APPRENTICESHIP_FAQ,
  CATEGORY_ARTICLES,
  CATEGORY_CARD_LIST,
  CATEGORY_SLUGS,
  categoryBySlug,
  loadCategory,
  LANDING_FAQ,
  LEGAL_DOCUMENTS,
  PLATFORM_GUIDE,
} from './index.ts';

const allText = (value: unknown): string => JSON.stringify(value);

describe('career categories', () => {
  it('are the ten of the spec, in order, found by exact slug only', () => {
    expect(CATEGORY_ARTICLES.map((a) => a.slug)).toEqual([...CATEGORY_SLUGS]);
    expect(categoryBySlug('elektro')?.title).toBe('Elektro');
    expect(categoryBySlug('Elektro')).toBeUndefined();
    expect(categoryBySlug('toString')).toBeUndefined();
  });

  it('load one at a time for a page, the same as the whole list, with cards for the landing page', async () => {
    expect(CATEGORY_CARD_LIST).toEqual(
      CATEGORY_ARTICLES.map(({ slug, title, summary }) => ({ slug, title, summary })),
    );
    for (const article of CATEGORY_ARTICLES)
      expect(await loadCategory(article.slug)).toEqual(article);
    expect(loadCategory('elektro')).toBe(loadCategory('elektro'));
    expect(await loadCategory('Elektro')).toBeUndefined();
    expect(await loadCategory('toString')).toBeUndefined();
  });

  it.each(CATEGORY_ARTICLES.map((a) => [a.slug, a] as const))(
    '%s has the five sections, a short summary and real trades',
    (_slug, article) => {
      expect(article.sections.map((s) => s.heading)).toEqual([
        'Utdanningsvei',
        'Karrieremuligheter',
        'Arbeidsmarkedet',
        'Framtidsutsikter',
        'Oppsummering',
      ]);
      expect(article.summary.length).toBeLessThanOrEqual(160);
      expect(article.professions.length).toBeGreaterThanOrEqual(6);
      for (const profession of article.professions)
        expect(profession.searchTerm).toMatch(/^[a-zæøå-]+$/);
      expect(allText(article.sections[0])).toMatch(/fagbrev|svennebrev/);
      // Content is rendered as text; markup in it would show up as literal tags.
      expect(allText(article)).not.toMatch(/<[a-z/]/i);
    },
  );
});

describe('FAQ and guide', () => {
  const facts = allText(APPRENTICESHIP_FAQ);

  it('state the spec facts', () => {
    expect(facts).toMatch(/2 år/);
    expect(facts).toMatch(/10,2 prosent/);
    expect(facts).toMatch(/minst 40 prosent/);
    expect(facts).toMatch(/177 000 kroner/);
  });

  it('have unique ids usable as URL anchors', () => {
    const ids = [...APPRENTICESHIP_FAQ, ...PLATFORM_GUIDE, ...LANDING_FAQ].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
    expect(LANDING_FAQ).toHaveLength(3);
  });

  it('give the opening hours and the plans', () => {
    const guide = allText(PLATFORM_GUIDE);
    expect(guide).toMatch(/09\.00–17\.00|09:00–17:00/);
    expect(guide).toMatch(/5 000/);
    expect(guide).toMatch(/15 000/);
  });
});

describe('legal and about', () => {
  it('state the 30-day deletion period and that students use it for free', () => {
    expect(allText(LEGAL_DOCUMENTS.privacy)).toMatch(/30 dager/);
    expect(allText(LEGAL_DOCUMENTS.terms)).toMatch(/30 dager/);
    expect(allText(LEGAL_DOCUMENTS.terms)).toMatch(/gratis/);
    expect(allText(LEGAL_DOCUMENTS.cookies)).toMatch(/yb_refresh/);
    expect(ABOUT.students.length).toBeGreaterThan(0);
    expect(ABOUT.businesses.length).toBeGreaterThan(0);
  });
});
