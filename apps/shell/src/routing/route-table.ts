import type {
  PageAddress,
  PageKey,
  RemoteName,
  RemotePageTarget,
  RoleRemoteName,
  RolePageKey,
} from '@yrkesbro/federation';
import { routeMatching, routeParams } from './route-match.ts';

/**
 * Who may open a route (seed 1 "Route guards", seed 2 "Route table"):
 * public – anyone; guest – only signed-out people (login, register: seed 1 sends a signed-in
 * person away from paths with those words, so the password reset pages are public);
 * auth – any signed-in role; student / business / admin – that role only; a list of roles –
 * any of them.
 */
export type Access = 'public' | 'guest' | 'auth' | RoleAccess | readonly RoleAccess[];

type RoleAccess = 'student' | 'business' | 'admin';

/**
 * A page of a remote, a page every role's remote serves (sent to the signed-in user's, e.g.
 * /calendar), or one of the shell's own. The page keys are libs/federation's, so a route to a
 * page no remote serves does not compile.
 */
export type RouteTarget =
  RemotePageTarget | { byRole: true; page: RolePageKey } | { shell: ShellPage };

export type ShellPage =
  | 'login'
  | 'register'
  | 'verify-email'
  | 'forgot-password'
  | 'reset-password'
  | 'dashboard-redirect'
  | 'account-security'
  | 'account-privacy';

export interface RouteEntry {
  path: string;
  access: Access;
  target: RouteTarget;
}

const page = <R extends RemoteName>(remote: R, name: PageKey<R>) => ({ remote, page: name });

/** The whole route table of the product; the shell owns URLs, guards and layout. */
export const ROUTE_TABLE: RouteEntry[] = [
  // Public
  { path: '/', access: 'public', target: page('mf_public', 'landing') },
  { path: '/about', access: 'public', target: page('mf_public', 'about') },
  { path: '/contact', access: 'public', target: page('mf_public', 'contact') },
  { path: '/privacy', access: 'public', target: page('mf_public', 'privacy') },
  { path: '/terms', access: 'public', target: page('mf_public', 'terms') },
  { path: '/faq', access: 'public', target: page('mf_public', 'faq') },
  { path: '/cookies', access: 'public', target: page('mf_public', 'cookies') },
  { path: '/categories/:name', access: 'public', target: page('mf_public', 'category') },
  { path: '/jobs/post', access: 'public', target: page('mf_public', 'post-job') },
  { path: '/jobs/manage/:token', access: 'public', target: page('mf_public', 'manage-job') },
  { path: '/login', access: 'guest', target: { shell: 'login' } },
  { path: '/register', access: 'guest', target: { shell: 'register' } },
  { path: '/verify-email/:token', access: 'public', target: { shell: 'verify-email' } },
  { path: '/forgot-password', access: 'public', target: { shell: 'forgot-password' } },
  { path: '/reset-password/:token', access: 'public', target: { shell: 'reset-password' } },
  { path: '/reset-password', access: 'public', target: { shell: 'reset-password' } },

  // Admin only
  { path: '/admin/dashboard', access: 'admin', target: page('mf_admin', 'dashboard') },

  // Any signed-in role
  { path: '/student/dashboard', access: 'auth', target: page('mf_student', 'dashboard') },
  { path: '/business/dashboard', access: 'auth', target: page('mf_business', 'dashboard') },
  { path: '/dashboard', access: 'auth', target: { shell: 'dashboard-redirect' } },
  { path: '/account/security', access: 'auth', target: { shell: 'account-security' } },
  { path: '/account/privacy', access: 'auth', target: { shell: 'account-privacy' } },
  { path: '/profile', access: 'auth', target: page('mf_student', 'profile') },
  { path: '/profile/edit', access: 'auth', target: page('mf_student', 'profile-edit') },
  { path: '/profile/skills', access: 'auth', target: page('mf_student', 'profile-skills') },
  { path: '/profile/badges', access: 'auth', target: page('mf_student', 'profile-badges') },
  { path: '/profile/progress', access: 'auth', target: page('mf_student', 'profile-progress') },
  { path: '/profile/:uuid', access: 'auth', target: page('mf_student', 'public-profile') },
  { path: '/jobs/search', access: 'auth', target: page('mf_student', 'jobs') },
  { path: '/jobs/:uuid', access: 'auth', target: page('mf_student', 'job-detail') },
  { path: '/assessments', access: 'auth', target: page('mf_student', 'assessments') },
  // The list page shows the recommended ones or one skill's, by its address.
  {
    path: '/assessments/recommended',
    access: 'auth',
    target: page('mf_student', 'assessments'),
  },
  {
    path: '/assessments/skills/:skill',
    access: 'auth',
    target: page('mf_student', 'assessments'),
  },
  {
    path: '/assessments/progress',
    access: 'auth',
    target: page('mf_student', 'assessment-progress'),
  },
  { path: '/assessments/:id', access: 'auth', target: page('mf_student', 'assessment') },
  {
    path: '/assessments/:id/results',
    access: 'auth',
    target: page('mf_student', 'assessment-results'),
  },
  { path: '/videos/manage', access: 'auth', target: page('mf_student', 'videos-manage') },
  { path: '/videos/thumbnail', access: 'auth', target: page('mf_student', 'videos-thumbnail') },
  { path: '/videos/:id', access: 'auth', target: page('mf_student', 'video') },
  { path: '/calendar', access: 'auth', target: { byRole: true, page: 'calendar' } },
  {
    path: '/calendar/events/new',
    access: 'auth',
    target: { byRole: true, page: 'calendar-event-new' },
  },
  {
    path: '/calendar/events/:id',
    access: 'auth',
    target: { byRole: true, page: 'calendar-event' },
  },
  { path: '/calendar/day/:date', access: 'auth', target: { byRole: true, page: 'calendar-day' } },
  { path: '/calendar/create', access: 'auth', target: { byRole: true, page: 'calendar-create' } },
  { path: '/calendar/manage', access: 'auth', target: { byRole: true, page: 'calendar-manage' } },
  {
    path: '/calendar/reminders',
    access: 'auth',
    target: { byRole: true, page: 'calendar-reminders' },
  },
  { path: '/schools', access: 'auth', target: page('mf_admin', 'schools') },

  // Students only
  { path: '/businesses', access: 'student', target: page('mf_student', 'businesses') },
  { path: '/jobs', access: 'student', target: page('mf_student', 'jobs') },
  { path: '/jobs/:id/apply', access: 'student', target: page('mf_student', 'apply') },
  { path: '/applications', access: 'student', target: page('mf_student', 'applications') },

  // Students, and the admin reading a company from the dashboard's Business Profiles
  {
    path: '/business/:uuid',
    access: ['student', 'admin'],
    target: page('mf_student', 'business'),
  },

  // Businesses only
  { path: '/business/jobs/create', access: 'business', target: page('mf_business', 'job-create') },
  { path: '/business/jobs/all/:uuid', access: 'business', target: page('mf_business', 'jobs') },
  {
    path: '/business/jobs/:uuid/edit',
    access: 'business',
    target: page('mf_business', 'job-edit'),
  },
  {
    path: '/business/applications',
    access: 'business',
    target: page('mf_business', 'applications'),
  },
  {
    path: '/business/applications/:uuid',
    access: 'business',
    target: page('mf_business', 'job-applications'),
  },
  { path: '/business/analytics', access: 'business', target: page('mf_business', 'analytics') },
  { path: '/students', access: 'business', target: page('mf_business', 'students') },
];

/** The remote that serves role-dependent pages such as /calendar. */
export function remoteForRole(role: string | undefined): RoleRemoteName {
  switch (role) {
    case 'student':
      return 'mf_student';
    case 'admin':
      return 'mf_admin';
    default:
      return 'mf_business';
  }
}

/**
 * The remote and page the address shows, matched as `<Routes>` matches it; none for the
 * shell's own pages, the pages that depend on who is signed in, and unknown addresses.
 */
export function remotePageAt(pathname: string): RemotePageTarget | undefined {
  const target = routeAt(pathname)?.target;
  return target && 'remote' in target ? target : undefined;
}

/** Whether only a signed-in person sees the page: anyone else is sent to the login form. */
export function forSignedInOnly(access: Access): boolean {
  return access !== 'public' && access !== 'guest';
}

/** Who is looking, as far as the shell knows: whether anyone is signed in is unknown at first. */
export interface Viewer {
  signedIn?: boolean;
  role?: string;
}

/** A page of a remote or of the shell, to be loaded ahead of showing it. */
export type ShownPage = RemotePageTarget | { shell: ShellPage };

/**
 * The page the address shows the viewer, as `<Routes>` and the guards decide it: the login form
 * for a page of the signed-in only when nobody is, the viewer's remote for a page every role
 * has. None where the guards would send the viewer elsewhere, or where which page is not known
 * yet.
 */
export function pageShownAt(pathname: string, { signedIn, role }: Viewer): ShownPage | undefined {
  const route = routeAt(pathname);
  if (!route) return undefined;
  const { access, target } = route;
  if (forSignedInOnly(access) && signedIn === false) return { shell: 'login' };
  if (access === 'guest' && signedIn) return undefined;
  const roles: readonly string[] = typeof access === 'string' ? [access] : access;
  if (role && access !== 'auth' && forSignedInOnly(access) && !roles.includes(role))
    return undefined;
  if ('byRole' in target)
    return role ? { remote: remoteForRole(role), page: target.page } : undefined;
  return target;
}

/** The address as the page shown there reads it: its route's parameters and its query. */
export function pageAddressAt(pathname: string, search: string): PageAddress {
  const route = routeAt(pathname);
  return { params: route ? routeParams(route, pathname) : {}, search };
}

let lastMatch: { pathname: string; route: RouteEntry | undefined } | undefined;

// A link rested on, then pressed, asks twice of one address: it matches once per address.
function routeAt(pathname: string): RouteEntry | undefined {
  if (lastMatch?.pathname !== pathname)
    lastMatch = { pathname, route: routeMatching(ROUTE_TABLE, pathname) };
  return lastMatch.route;
}
