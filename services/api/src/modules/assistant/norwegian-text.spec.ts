import { stem, terms, tokenize } from './norwegian-text';

describe('norwegian text', () => {
  it('keeps decimal numbers whole', () => {
    expect(tokenize('Feriepenger er 10,2 prosent.')).toEqual([
      'feriepenger',
      'er',
      '10,2',
      'prosent',
    ]);
  });

  it('brings inflected forms to one stem', () => {
    expect(stem('læretiden')).toBe(stem('læretid'));
    expect(stem('lærlinger')).toBe(stem('lærling'));
    expect(stem('elektrikere')).toBe(stem('elektriker'));
    expect(stem('bedriftene')).toBe(stem('bedrift'));
  });

  it('drops stop words', () => {
    expect(terms('hvor lenge varer læretiden?')).toEqual([stem('varer'), stem('læretiden')]);
  });
});
