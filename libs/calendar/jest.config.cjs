// The calendar shows Norway's clock on any computer (oslo-clock.ts); its tests run on a computer
// in Norway, where that changes nothing, and oslo-clock.spec.ts moves the clock elsewhere.
process.env.TZ = 'Europe/Oslo';
module.exports = require('../../jest.preset.cjs').web({ displayName: 'calendar' });
