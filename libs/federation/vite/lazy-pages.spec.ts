import { parse } from 'acorn';
import { lazyPagesIn } from './lazy-pages.ts';

// The build hands the plugin rolldown's ESTree; acorn writes the same tree, and runs under jest.
const parseAst = (code: string) => parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
describe('lazyPagesIn', () => {
  it("finds each key's lazily imported module (lazyPage or React's lazy), named inline or through a variable", () => {
    const program = parseAst(`
      import { lazy } from 'react';
      import * as React from 'react';
      const editor = lazyPage(() => import('./profile/editor.tsx'));
      export default createPageSwitch({
        ...calendarPages,
        jobs: lazyPage(() => import('./jobs/jobs-page.tsx')),
        'job-detail': React.lazy(() => import('./jobs/job-detail-page.tsx')),
        'profile-edit': editor,
        'profile-skills': editor,
        video: placeholderPage('Video'),
        [computed]: lazy(() => import('./computed.tsx')),
      });
    `);

    expect(lazyPagesIn(program)).toEqual([
      ['jobs', './jobs/jobs-page.tsx'],
      ['job-detail', './jobs/job-detail-page.tsx'],
      ['profile-edit', './profile/editor.tsx'],
      ['profile-skills', './profile/editor.tsx'],
    ]);
  });

  it('finds a page its module exports by name, as the calendar maps its pages', () => {
    const program = parseAst(`
      export const calendarPages = {
        calendar: lazyPage(async () => ({ default: (await import('./calendar-page.tsx')).CalendarPage })),
        'calendar-day': lazy(async () => ({ other: (await import('./day.tsx')).Day })),
        'calendar-create': placeholderPage('Opprett'),
      };
    `);

    expect(lazyPagesIn(program)).toEqual([['calendar', './calendar-page.tsx']]);
  });

  it('ignores lazy components no key names, and imports that are not lazy', () => {
    const program = parseAst(`
      const Dialog = lazy(() => import('./dialog.tsx'));
      const options = { load: () => import('./other.tsx'), label: 'Jobb' };
    `);

    expect(lazyPagesIn(program)).toEqual([]);
  });
});
