import {
  defaultRemotesManifest,
  pageChunksOf,
  pageSharesOf,
  parseRemotesManifest,
  routesChunksOf,
} from './remotes.ts';

describe('remotes manifest', () => {
  it('defaults to the local ports', () => {
    expect(defaultRemotesManifest()).toEqual({
      mf_public: 'http://localhost:4201/remoteEntry.js',
      mf_student: 'http://localhost:4202/remoteEntry.js',
      mf_business: 'http://localhost:4203/remoteEntry.js',
      mf_admin: 'http://localhost:4204/remoteEntry.js',
    });
  });

  it('accepts absolute and same-origin entries and drops unknown keys', () => {
    const manifest = {
      ...defaultRemotesManifest(),
      mf_admin: '/remotes/admin/remoteEntry.js',
      extra: 1,
    };
    expect(parseRemotesManifest(manifest)).toEqual({
      ...defaultRemotesManifest(),
      mf_admin: '/remotes/admin/remoteEntry.js',
    });
  });

  it('refuses a manifest that misses a remote or has a bad URL', () => {
    const { mf_admin: _dropped, ...partial } = defaultRemotesManifest();
    expect(() => parseRemotesManifest(partial)).toThrow('mf_admin');
    expect(() =>
      parseRemotesManifest({ ...defaultRemotesManifest(), mf_public: 'javascript:x' }),
    ).toThrow('mf_public');
    expect(() => parseRemotesManifest(null)).toThrow();
  });
});

describe("the chunks of a remote's routes module", () => {
  const expose = (path: string, sync: unknown) => ({
    name: path.slice(2),
    path,
    assets: { js: { sync, async: ['assets/jobs-page.js'] }, css: { sync: [], async: [] } },
  });

  it('lists what ./routes imports before it runs, not the pages it loads later', () => {
    const manifest = {
      exposes: [
        expose('./other', ['assets/other.js']),
        expose('./routes', ['assets/utils.js', 'assets/routes.js']),
      ],
    };
    expect(routesChunksOf(manifest)).toEqual(['assets/utils.js', 'assets/routes.js']);
  });

  it('gives none for a manifest it does not understand', () => {
    expect(routesChunksOf(null)).toEqual([]);
    expect(routesChunksOf({ exposes: 'routes' })).toEqual([]);
    expect(routesChunksOf({ exposes: [expose('./routes', 'assets/routes.js')] })).toEqual([]);
    expect(routesChunksOf({ exposes: [expose('./routes', ['assets/a.js', 7])] })).toEqual([
      'assets/a.js',
    ]);
  });
});

describe('pageChunksOf', () => {
  const pageChunks = { jobs: ['assets/jobs-page-1.js', 'assets/Box-2.js'], apply: 'assets/x.js' };

  it("lists one page's chunks", () => {
    expect(pageChunksOf(pageChunks, 'jobs')).toEqual(['assets/jobs-page-1.js', 'assets/Box-2.js']);
  });

  it('gives none for a page it does not list, a malformed entry or a malformed file', () => {
    expect(pageChunksOf(pageChunks, 'dashboard')).toEqual([]);
    expect(pageChunksOf(pageChunks, 'apply')).toEqual([]);
    expect(pageChunksOf(pageChunks, 'toString')).toEqual([]);
    expect(pageChunksOf(null, 'jobs')).toEqual([]);
    expect(pageChunksOf('jobs', 'jobs')).toEqual([]);
  });
});

describe('pageSharesOf', () => {
  it('lists the shares on demand one page imports, and no name it does not know', () => {
    const pageShares = { 'job-create': ['yup', 'formik', 'lodash'], jobs: 'formik' };
    expect(pageSharesOf(pageShares, 'job-create')).toEqual(['formik', 'yup']);
    expect(pageSharesOf(pageShares, 'jobs')).toEqual([]);
    expect(pageSharesOf(pageShares, 'dashboard')).toEqual([]);
    expect(pageSharesOf(undefined, 'job-create')).toEqual([]);
  });
});
