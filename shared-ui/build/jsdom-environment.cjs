const JsdomEnvironment = require('jest-environment-jsdom').default;

/**
 * jsdom without the web platform pieces Node already has (fetch's Response/Request/Headers,
 * TextEncoder, streams): tests then use real Response objects instead of hand-made stand-ins.
 */
class StackfolioJsdomEnvironment extends JsdomEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    for (const name of [
      'fetch',
      'Response',
      'Request',
      'Headers',
      'TextEncoder',
      'TextDecoder',
      'ReadableStream',
      'structuredClone',
    ]) {
      if (typeof g[name] === 'undefined') g[name] = globalThis[name];
    }
  }
}

module.exports = StackfolioJsdomEnvironment;
