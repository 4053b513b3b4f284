import { PassageIndex } from './passage-index';

const passage = (id: string, title: string, text: string, keywords: string[] = []) => ({
  id,
  title,
  paragraphs: [text],
  keywords,
  url: `/faq#${id}`,
});

describe('PassageIndex', () => {
  const index = new PassageIndex([
    passage('laretid', 'Hvor lang er læretiden?', 'En vanlig læretid er to år i bedrift.', [
      'varighet',
    ]),
    passage('overtid', 'Overtidstillegg', 'Overtidstillegget er minst 40 prosent.'),
    passage('ferie', 'Feriepenger for lærlinger', 'Feriepengene er 10,2 prosent av lønnen.'),
  ]);

  it('finds a passage from an inflected question', () => {
    expect(index.search('Hvor lenge varer læretida mi?')[0].passage.id).toBe('laretid');
  });

  it('finds compound words from their first part', () => {
    expect(index.search('får jeg betalt ekstra for overtid?')[0].passage.id).toBe('overtid');
  });

  it('finds nothing for nonsense and for stop words only', () => {
    expect(index.search('blorp qwxz fnord')).toEqual([]);
    expect(index.search('hva er det?')).toEqual([]);
  });
});
