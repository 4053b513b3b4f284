const config = require('../../jest.preset.cjs').web({ displayName: 'shell' });

// The build's prerendering (prerender/) and plugins (vite/) are tested with the app.
module.exports = {
  ...config,
  testMatch: [
    ...config.testMatch,
    '<rootDir>/prerender/**/*.spec.{ts,tsx}',
    '<rootDir>/vite/**/*.spec.ts',
  ],
};
