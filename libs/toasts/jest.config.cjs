module.exports = require('../../jest.preset.cjs').web({ displayName: 'toasts' });
