const config = require('../../jest.preset.cjs').node({ displayName: 'federation' });

// The Vite plugins the apps build with (vite/) are tested with the contract.
module.exports = {
  ...config,
  testMatch: [...config.testMatch, '<rootDir>/vite/**/*.spec.ts'],
};
