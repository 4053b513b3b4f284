import type { AuthUser } from '@yrkesbro/contracts';
import { TEXTS } from './texts.ts';

const T = TEXTS.navLinks;

export interface NavLink {
  label: string;
  to: string;
}

/** Every signed-in person's own settings: the second factor. */
const SECURITY: NavLink = { label: T.security, to: '/account/security' };

/** Every signed-in person's copy of their data, and deleting the account. */
const PRIVACY: NavLink = { label: T.privacy, to: '/account/privacy' };

/** A signed-in person's own links: their home, their calendar, then the account's settings. */
const ownLinks = (home: NavLink): NavLink[] => [
  home,
  { label: T.calendar, to: '/calendar' },
  SECURITY,
  PRIVACY,
];

/** The navbar's links for who is looking (seed 2, Navbar). */
export function navLinksFor(user: AuthUser | null): { main: NavLink[]; account: NavLink[] } {
  if (!user) {
    return {
      main: [
        { label: T.about, to: '/about' },
        { label: T.faq, to: '/faq' },
      ],
      account: [
        { label: T.login, to: '/login' },
        { label: T.register, to: '/register' },
      ],
    };
  }
  switch (user.role) {
    case 'student':
      return {
        main: [
          { label: T.jobs, to: '/jobs' },
          { label: T.businesses, to: '/businesses' },
        ],
        account: ownLinks({ label: T.studentProfile, to: '/student/dashboard' }),
      };
    case 'business':
      return {
        main: [{ label: T.students, to: '/students' }],
        account: ownLinks({ label: T.businessProfile, to: '/business/dashboard' }),
      };
    default:
      // The spec's navbar names no admin links; the schools it reaches out to are the admin's
      // work beside the dashboard, and its calendar is its own as for every role.
      return {
        main: [{ label: T.schools, to: '/schools' }],
        account: ownLinks({ label: T.admin, to: '/admin/dashboard' }),
      };
  }
}
