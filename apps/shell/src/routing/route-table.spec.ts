import { REMOTE_PAGE_KEYS } from '@yrkesbro/federation';
import type { RemoteName } from '@yrkesbro/federation';
import { pageShownAt, remoteForRole, remotePageAt, ROUTE_TABLE } from './route-table.ts';
import type { RouteEntry } from './route-table.ts';

const accessOf = (path: string) => ROUTE_TABLE.find((route) => route.path === path)?.access;

describe('route table', () => {
  it('holds every route of the spec once', () => {
    const paths = ROUTE_TABLE.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    const specRoutes = [
      '/',
      '/about',
      '/contact',
      '/privacy',
      '/terms',
      '/faq',
      '/cookies',
      '/categories/:name',
      '/register',
      '/jobs/post',
      '/login',
      '/forgot-password',
      '/reset-password/:token',
      '/admin/dashboard',
      '/student/dashboard',
      '/business/dashboard',
      '/dashboard',
      '/profile',
      '/profile/:uuid',
      '/profile/edit',
      '/profile/skills',
      '/profile/badges',
      '/profile/progress',
      '/jobs/:uuid',
      '/jobs/search',
      '/assessments',
      '/assessments/:id',
      '/assessments/:id/results',
      '/assessments/progress',
      '/videos/:id',
      '/videos/manage',
      '/videos/thumbnail',
      '/calendar',
      '/calendar/create',
      '/calendar/manage',
      '/calendar/reminders',
      '/schools',
      '/businesses',
      '/business/:uuid',
      '/jobs',
      '/jobs/:id/apply',
      '/applications',
      '/business/jobs/create',
      '/business/jobs/all/:uuid',
      '/business/jobs/:uuid/edit',
      '/business/applications',
      '/business/applications/:uuid',
      '/business/analytics',
      '/students',
    ];
    expect(paths).toEqual(expect.arrayContaining(specRoutes));
  });

  it('guards the groups as the spec says', () => {
    expect(accessOf('/')).toBe('public');
    expect(accessOf('/jobs/post')).toBe('public');
    expect(accessOf('/login')).toBe('guest');
    expect(accessOf('/register')).toBe('guest');
    // Only paths with login or register send a signed-in person away: a reset link still opens.
    expect(accessOf('/forgot-password')).toBe('public');
    expect(accessOf('/reset-password/:token')).toBe('public');
    expect(accessOf('/admin/dashboard')).toBe('admin');
    expect(accessOf('/schools')).toBe('auth');
    expect(accessOf('/jobs')).toBe('student');
    expect(accessOf('/businesses')).toBe('student');
    expect(accessOf('/business/:uuid')).toEqual(['student', 'admin']);
    expect(accessOf('/students')).toBe('business');
    expect(accessOf('/business/jobs/create')).toBe('business');
  });

  it('names only pages that a remote serves', () => {
    const servedBy = (remote: RemoteName, page: string) =>
      (REMOTE_PAGE_KEYS[remote] as readonly string[]).includes(page);
    for (const { path, target } of ROUTE_TABLE) {
      if ('remote' in target)
        expect([path, servedBy(target.remote, target.page)]).toEqual([path, true]);
      if ('byRole' in target)
        for (const role of ['student', 'business', 'admin'])
          expect([path, role, servedBy(remoteForRole(role), target.page)]).toEqual([
            path,
            role,
            true,
          ]);
    }
    // The compiler refuses the same mistakes before any test runs.
    const unserved: RouteEntry[] = [
      // @ts-expect-error mf-admin serves no job list
      { path: '/x', access: 'admin', target: { remote: 'mf_admin', page: 'jobs' } },
      // @ts-expect-error an admin's remote has no job list, so no role-dependent route may name it
      { path: '/y', access: 'auth', target: { byRole: true, page: 'jobs' } },
    ];
    expect(unserved).toHaveLength(2);
  });

  it('serves role-dependent pages from the role’s remote', () => {
    expect(remoteForRole('student')).toBe('mf_student');
    expect(remoteForRole('business')).toBe('mf_business');
    expect(remoteForRole('admin')).toBe('mf_admin');
  });
});

describe('the remote page an address needs', () => {
  it('is the page the routes would render, with its remote', () => {
    expect(remotePageAt('/')).toEqual({ remote: 'mf_public', page: 'landing' });
    expect(remotePageAt('/jobs')).toEqual({ remote: 'mf_student', page: 'jobs' });
    // '/jobs/post' outranks '/jobs/:uuid' as it does in <Routes>.
    expect(remotePageAt('/jobs/post')).toEqual({ remote: 'mf_public', page: 'post-job' });
    expect(remotePageAt('/jobs/5f0c')).toEqual({ remote: 'mf_student', page: 'job-detail' });
    expect(remotePageAt('/business/dashboard')).toEqual({
      remote: 'mf_business',
      page: 'dashboard',
    });
  });

  it("is none for the shell's own pages, pages by role and unknown addresses", () => {
    expect(remotePageAt('/login')).toBeUndefined();
    expect(remotePageAt('/calendar')).toBeUndefined();
    expect(remotePageAt('/finnes-ikke')).toBeUndefined();
  });
});

describe('pageShownAt', () => {
  const student = { signedIn: true, role: 'student' };

  it("names the remote's or the shell's page of an address, when nobody is known to be signed in", () => {
    expect(pageShownAt('/faq', {})).toEqual({ remote: 'mf_public', page: 'faq' });
    expect(pageShownAt('/jobs', {})).toEqual({ remote: 'mf_student', page: 'jobs' });
    expect(pageShownAt('/login', {})).toEqual({ shell: 'login' });
    expect(pageShownAt('/reset-password/abc', {})).toEqual({ shell: 'reset-password' });
    expect(pageShownAt('/account/privacy', student)).toEqual({ shell: 'account-privacy' });
    expect(pageShownAt('/finnes-ikke', {})).toBeUndefined();
  });

  it('is the login form for a page of the signed-in only when nobody is signed in', () => {
    for (const address of ['/jobs', '/student/dashboard', '/admin/dashboard', '/account/privacy'])
      expect([address, pageShownAt(address, { signedIn: false })]).toEqual([
        address,
        { shell: 'login' },
      ]);
    for (const address of ['/', '/faq', '/jobs/post'])
      expect(pageShownAt(address, { signedIn: false })).toHaveProperty('remote', 'mf_public');
    expect(pageShownAt('/register', { signedIn: false })).toEqual({ shell: 'register' });
  });

  it("is the signed-in person's own remote for a page every role has, and none before it is known", () => {
    expect(pageShownAt('/calendar', student)).toEqual({ remote: 'mf_student', page: 'calendar' });
    expect(pageShownAt('/calendar', { signedIn: true, role: 'business' })).toEqual({
      remote: 'mf_business',
      page: 'calendar',
    });
    expect(pageShownAt('/calendar', {})).toBeUndefined();
  });

  it('is none where the guards send the person elsewhere', () => {
    expect(pageShownAt('/login', student)).toBeUndefined();
    expect(pageShownAt('/students', student)).toBeUndefined();
    expect(pageShownAt('/jobs', { signedIn: true, role: 'business' })).toBeUndefined();
    expect(pageShownAt('/business/5f0c', { signedIn: true, role: 'admin' })).toEqual({
      remote: 'mf_student',
      page: 'business',
    });
  });
});
