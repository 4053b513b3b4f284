import type { AuthUser } from '@yrkesbro/contracts';

export interface NavLink {
  label: string;
  to: string;
}

/** Every signed-in person's own settings: the second factor. */
const SECURITY: NavLink = { label: 'Sikkerhet', to: '/account/security' };

/** Every signed-in person's copy of their data, and deleting the account. */
const PRIVACY: NavLink = { label: 'Personvern og data', to: '/account/privacy' };

/** The navbar's links for who is looking (seed 2, Navbar). */
export function navLinksFor(user: AuthUser | null): { main: NavLink[]; account: NavLink[] } {
  if (!user) {
    return {
      main: [
        { label: 'Om oss', to: '/about' },
        { label: 'FAQ', to: '/faq' },
      ],
      account: [
        { label: 'Logg inn', to: '/login' },
        { label: 'Kom i gang', to: '/register' },
      ],
    };
  }
  switch (user.role) {
    case 'student':
      return {
        main: [
          { label: 'Jobber', to: '/jobs' },
          { label: 'Bedrifter', to: '/businesses' },
        ],
        account: [
          { label: 'Student profil', to: '/student/dashboard' },
          { label: 'Kalender', to: '/calendar' },
          SECURITY,
          PRIVACY,
        ],
      };
    case 'business':
      return {
        main: [{ label: 'Studenter', to: '/students' }],
        account: [
          { label: 'Bedriftsprofil', to: '/business/dashboard' },
          { label: 'Kalender', to: '/calendar' },
          SECURITY,
          PRIVACY,
        ],
      };
    default:
      return {
        main: [],
        account: [{ label: 'Administrasjon', to: '/admin/dashboard' }, SECURITY, PRIVACY],
      };
  }
}
