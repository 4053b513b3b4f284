import { documentShowsGrade } from './grade-matching';

const transcript = [
  'Vitnemål for videregående opplæring',
  'Kari Nordmann, født 01.02.2007',
  'Norsk hovedmål      4',
  'Matematikk 1P       5',
  'Engelsk             6',
  'Elektrofag (Vg1) 15 timer   3',
  'Naturfag            3    5',
  'Norsk sidemål       6',
  'Skoleåret 2024/2025',
].join('\n');

describe('documentShowsGrade', () => {
  it('finds a subject with its grade on the same line', () => {
    expect(documentShowsGrade(transcript, 'Matematikk 1P', '5')).toBe(true);
    expect(documentShowsGrade(transcript, 'engelsk', '6')).toBe(true);
    expect(documentShowsGrade(transcript, 'Norsk   Hovedmål', '4')).toBe(true);
  });

  it('refuses a grade that is not the one on the subject line', () => {
    expect(documentShowsGrade(transcript, 'Engelsk', '5')).toBe(false);
    expect(documentShowsGrade(transcript, 'Matematikk 1P', '4')).toBe(false);
  });

  it('does not find a grade inside another number', () => {
    expect(documentShowsGrade(transcript, 'Elektrofag (Vg1)', '1')).toBe(false);
    expect(documentShowsGrade('Kroppsøving 2025', 'Kroppsøving', '2')).toBe(false);
    expect(documentShowsGrade('Kroppsøving: 5,5', 'Kroppsøving', '5')).toBe(false);
  });

  it('takes only the mark right after the subject', () => {
    expect(documentShowsGrade(transcript, 'Naturfag', '3')).toBe(true);
    expect(documentShowsGrade(transcript, 'Naturfag', '5')).toBe(false);
    expect(documentShowsGrade(transcript, 'Elektrofag (Vg1)', '3')).toBe(false);
    expect(documentShowsGrade('Tysk: 4', 'Tysk', '4')).toBe(true);
  });

  it('is not fooled by a longer subject that starts the same', () => {
    expect(documentShowsGrade(transcript, 'Norsk', '6')).toBe(false);
    expect(documentShowsGrade(transcript, 'Norsk sidemål', '6')).toBe(true);
  });

  it('does not take part of a word as the subject', () => {
    expect(documentShowsGrade('Samfunnsfag 5', 'fag', '5')).toBe(false);
    expect(documentShowsGrade(transcript, 'Tysk', '4')).toBe(false);
  });

  it('matches subjects with regex characters literally', () => {
    expect(documentShowsGrade('Elektrofag (Vg1) 4', 'Elektrofag (Vg1)', '4')).toBe(true);
    expect(documentShowsGrade('Elektrofag Vg1 4', 'Elektrofag (Vg1)', '4')).toBe(false);
  });
});
