// pdf.js sets these from @napi-rs/canvas on Node's own global; jest gives each test file another global.
const canvas = require('@napi-rs/canvas');

for (const name of ['DOMMatrix', 'ImageData', 'Path2D']) globalThis[name] ??= canvas[name];
