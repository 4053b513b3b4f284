require('@testing-library/jest-dom');

// `npm test` runs two projects' tests at once on two cores; a findBy/waitFor that would pass
// within a second on an idle machine may need longer then. A failure still fails, only later.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
