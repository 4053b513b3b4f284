// RTK Query needs fetch, which Node has and jsdom lacks; nothing here touches the DOM.
module.exports = require('../../jest.preset.cjs').node({ displayName: 'api-client' });
