import type { RemoteName } from './remotes.ts';

/**
 * The calendar's pages (libs/calendar). Every signed-in role has a calendar, so each role's
 * remote serves all of them and the shell sends /calendar… to the remote of the role.
 */
export const CALENDAR_PAGE_KEYS = [
  'calendar',
  'calendar-event-new',
  'calendar-event',
  'calendar-day',
  'calendar-create',
  'calendar-manage',
  'calendar-reminders',
] as const;

/**
 * The pages each remote serves, by the keys the shell's route table asks for. A remote's page
 * switch must offer exactly these, and a route may only name one of them: both are typed by
 * this list, so a route to a page no remote serves does not compile.
 */
export const REMOTE_PAGE_KEYS = {
  mf_public: [
    'landing',
    'about',
    'contact',
    'privacy',
    'terms',
    'cookies',
    'category',
    'faq',
    'post-job',
    'manage-job',
  ],
  mf_student: [
    ...CALENDAR_PAGE_KEYS,
    'dashboard',
    'jobs',
    'job-detail',
    'apply',
    'businesses',
    'business',
    'applications',
    'profile',
    'public-profile',
    'profile-edit',
    'profile-skills',
    'profile-badges',
    'profile-progress',
    'assessments',
    'assessment',
    'assessment-results',
    'assessment-progress',
    'video',
    'videos-manage',
    'videos-thumbnail',
  ],
  mf_business: [
    ...CALENDAR_PAGE_KEYS,
    'dashboard',
    'job-create',
    'job-edit',
    'jobs',
    'applications',
    'job-applications',
    'analytics',
    'students',
  ],
  mf_admin: [...CALENDAR_PAGE_KEYS, 'dashboard', 'schools'],
} as const satisfies Record<RemoteName, readonly string[]>;

/** A page of one remote. */
export type PageKey<R extends RemoteName> = (typeof REMOTE_PAGE_KEYS)[R][number];
export type PublicPageKey = PageKey<'mf_public'>;
export type StudentPageKey = PageKey<'mf_student'>;
export type BusinessPageKey = PageKey<'mf_business'>;
export type AdminPageKey = PageKey<'mf_admin'>;
export type CalendarPageKey = (typeof CALENDAR_PAGE_KEYS)[number];

/** The remotes of the signed-in roles: where a route that depends on the role leads. */
export type RoleRemoteName = Exclude<RemoteName, 'mf_public'>;

/** The pages every role's remote serves, the only ones a role-dependent route may name. */
export type RolePageKey = PageKey<'mf_student'> & PageKey<'mf_business'> & PageKey<'mf_admin'>;

/** One page of one remote, as the shell asks for it. */
export type RemotePageTarget = { [R in RemoteName]: { remote: R; page: PageKey<R> } }[RemoteName];
