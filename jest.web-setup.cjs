/* global afterEach */
require('@testing-library/jest-dom');

// `npm test` runs two projects' tests at once on two cores; a findBy/waitFor that would pass
// within a second on an idle machine may need longer then. A failure still fails, only later.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });

// A test's tab ends with it: what a page kept in the tab (a form's draft) does not reach the next.
// Specs that run in node (@jest-environment node) have no tab.
afterEach(() => {
  if (typeof window === 'undefined') return;
  window.sessionStorage.clear();
  window.localStorage.clear();
});
