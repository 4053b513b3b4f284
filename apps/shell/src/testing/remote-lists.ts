// The lists a remote's page is preloaded from, as a test's fetch answers them.

export const STUDENT_ORIGIN = 'https://student.example/';

export const REMOTE_LISTS: Record<string, unknown> = {
  '/remotes.json': {
    mf_public: 'https://public.example/remoteEntry.js',
    mf_student: `${STUDENT_ORIGIN}remoteEntry.js`,
    mf_business: 'https://business.example/remoteEntry.js',
    mf_admin: 'https://admin.example/remoteEntry.js',
  },
  [`${STUDENT_ORIGIN}mf-manifest.json`]: {
    exposes: [
      { path: './routes', assets: { js: { sync: ['assets/routes-1.js', 'assets/runtime-5.js'] } } },
    ],
  },
  [`${STUDENT_ORIGIN}page-chunks.json`]: {
    jobs: ['assets/jobs-page-2.js', 'assets/Box-3.js', 'assets/runtime-5.js'],
    dashboard: ['assets/dashboard-page-4.js'],
  },
};

/** A fetch that answers REMOTE_LISTS, and 404 to anything else. */
export function answerRemoteLists(): void {
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    return url in REMOTE_LISTS
      ? new Response(JSON.stringify(REMOTE_LISTS[url]))
      : new Response('', { status: 404 });
  }) as typeof fetch;
}

/** The addresses the page preloads as modules, in order. */
export const modulePreloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => link.href,
  );
