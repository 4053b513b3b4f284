import { defaultRemotesManifest, parseRemotesManifest } from './remotes.ts';

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
