import { navLinksFor } from './nav-links.ts';

const labels = (links: { label: string }[]) => links.map((link) => link.label);

describe('navLinksFor', () => {
  it('offers Om oss, FAQ, Logg inn and Kom i gang to signed-out visitors', () => {
    const { main, account } = navLinksFor(null);
    expect(labels(main)).toEqual(['Om oss', 'FAQ']);
    expect(labels(account)).toEqual(['Logg inn', 'Kom i gang']);
  });

  it('offers Jobber, Bedrifter and Student profil to students', () => {
    const { main, account } = navLinksFor({ id: '1', email: 'e@x.no', role: 'student' });
    expect(labels(main)).toEqual(['Jobber', 'Bedrifter']);
    expect(labels(account)).toEqual([
      'Student profil',
      'Kalender',
      'Sikkerhet',
      'Personvern og data',
    ]);
  });

  it('offers Studenter and Bedriftsprofil to businesses', () => {
    const { main, account } = navLinksFor({ id: '1', email: 'b@x.no', role: 'business' });
    expect(labels(main)).toEqual(['Studenter']);
    expect(labels(account)).toEqual([
      'Bedriftsprofil',
      'Kalender',
      'Sikkerhet',
      'Personvern og data',
    ]);
  });

  it('offers the admin Skoler, its dashboard and its calendar', () => {
    const { main, account } = navLinksFor({ id: '1', email: 'a@x.no', role: 'admin' });
    expect(main).toEqual([{ label: 'Skoler', to: '/schools' }]);
    expect(labels(account)).toEqual([
      'Administrasjon',
      'Kalender',
      'Sikkerhet',
      'Personvern og data',
    ]);
  });
});
