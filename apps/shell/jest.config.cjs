const config = require('../../jest.preset.cjs').web({ displayName: 'shell' });

// The build's prerendering (prerender/) is tested with the app.
module.exports = {
  ...config,
  testMatch: [...config.testMatch, '<rootDir>/prerender/**/*.spec.{ts,tsx}'],
};
