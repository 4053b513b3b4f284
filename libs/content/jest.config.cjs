module.exports = require('../../jest.preset.cjs').node({ displayName: 'content' });
