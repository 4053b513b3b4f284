// jsdom lacks fetch's Request and Response; RTK Query needs them. Lend Node's own, resolving
// relative URLs against the page as a browser does.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  async setup() {
    await super.setup();
    const page = this.global.location;
    class BrowserRequest extends Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, page.href) : input, init);
      }
    }
    // react-router 7 also needs TextEncoder, which jsdom does not provide.
    Object.assign(this.global, {
      fetch,
      Request: BrowserRequest,
      Response,
      Headers,
      TextEncoder,
      TextDecoder,
    });
  }
}

module.exports = JsdomWithFetch;
