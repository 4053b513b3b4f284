import { composeMail } from './mail-layout';

describe('composeMail', () => {
  it('keeps the paragraphs apart in the text part, as the HTML part shows them', () => {
    const mail = composeMail({
      to: 'rektor@skole.test',
      subject: 'Samarbeid',
      heading: 'Samarbeid med Yrkesbro',
      paragraphs: ['Hei Kuben!', 'Vi vil gjerne samarbeide.'],
      action: { label: 'Les mer', url: 'https://yrkesbro.test' },
    });
    expect(mail.text).toBe(
      'Samarbeid med Yrkesbro\n\nHei Kuben!\n\nVi vil gjerne samarbeide.\n\n' +
        'Les mer: https://yrkesbro.test\n\nHilsen Yrkesbro',
    );
    expect(mail.html).toContain('<p style="line-height:1.5">Vi vil gjerne samarbeide.</p>');
  });

  it("keeps a paragraph's single line breaks in the HTML part, as the text part has them", () => {
    const mail = composeMail({
      to: 'rektor@skole.test',
      subject: 'Møte',
      heading: 'Møte',
      paragraphs: ['Tid: tirsdag kl. 10\nSted: <Kantina>'],
    });
    expect(mail.html).toContain(
      '<p style="line-height:1.5">Tid: tirsdag kl. 10<br>Sted: &#60;Kantina&#62;</p>',
    );
  });

  it("makes the web addresses a group mail writes as text clickable in the HTML part, without the sentence's full stop", () => {
    const mail = composeMail({
      to: 'elev@skole.test',
      subject: 'Webinar',
      heading: 'Webinar',
      paragraphs: ['Meld deg på her: https://yrkesbro.test/kurs?id=1&tema=sveis. <Velkommen>!'],
    });
    expect(mail.html).toContain(
      'Meld deg på her: <a href="https://yrkesbro.test/kurs?id=1&#38;tema=sveis" style="color:#1d4e89">' +
        'https://yrkesbro.test/kurs?id=1&#38;tema=sveis</a>. &#60;Velkommen&#62;!',
    );
  });
});
