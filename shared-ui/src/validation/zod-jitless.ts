/**
 * `zod` as every browser bundle sees it: the front ends' rspack config resolves the package name
 * to this module (shared-ui/build/federation.cjs), so each bundle's own copy of zod is configured
 * here, before any module that imports it builds a schema. Without `jitless`, zod's first object
 * schema probes `new Function("")` to decide whether to compile its parsers, which the pages'
 * Content-Security-Policy refuses and reports. `z.config` is zod's public switch for this.
 */
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
