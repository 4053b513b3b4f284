import { readResumeFacts } from './resume-rules';

describe('readResumeFacts', () => {
  it('reads a typical Norwegian CV', () => {
    const text = [
      'CV',
      'Ola Nordmann',
      'Storgata 1, 7030 Trondheim',
      'Telefon: 900 00 000',
      'Om meg',
      'Jeg er en blid og arbeidsom elev på Vg2 elektro.',
      'Jeg liker å jobbe med hendene.',
      'Utdanning',
      'Vg1 Elektro og datateknologi, Byåsen vgs, 2023–2024',
    ].join('\n');
    expect(readResumeFacts(text)).toEqual({
      name: 'Ola Nordmann',
      location: 'Trondheim',
      bio: 'Jeg er en blid og arbeidsom elev på Vg2 elektro. Jeg liker å jobbe med hendene.',
    });
  });

  it('prefers labelled lines', () => {
    const text = 'Personalia\nNavn: Kari Eline Hansen\nBosted: Ålesund\nFødt: 2007';
    expect(readResumeFacts(text)).toMatchObject({ name: 'Kari Eline Hansen', location: 'Ålesund' });
  });

  it('finds a known place named anywhere, as a whole word', () => {
    expect(readResumeFacts('Sommerjobb i Bodø\nOsloveien er ikke Oslo').location).toBe('Bodø');
    expect(readResumeFacts('Jobbet på Oslobanen').location).toBeNull();
  });

  it('answers nothing it cannot find', () => {
    expect(readResumeFacts('utdanning\nvg1 restaurant')).toEqual({
      name: null,
      location: null,
      bio: null,
    });
  });

  it('keeps a long bio to whole sentences', () => {
    const sentence = 'Jeg har jobbet som servitør i tre somre og liker å møte folk. ';
    const bio = readResumeFacts(`Profil\n${sentence.repeat(20)}`).bio ?? '';
    expect(bio.length).toBeLessThanOrEqual(600);
    expect(bio.endsWith('folk.')).toBe(true);
  });
});
