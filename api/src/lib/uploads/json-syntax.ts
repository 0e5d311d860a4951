import { StringDecoder } from 'node:string_decoder';
import { none } from 'stream-chain/defs.js';
import { jsonVerifier } from 'stream-json/core/utils/verifier.js';

/**
 * A streaming JSON syntax check (RFC 8259, as `JSON.parse` reads it): bytes go in chunk by chunk
 * and nothing is built, so a 50 MB `.json` upload is checked in constant memory instead of being
 * read into a string and parsed into objects. The grammar is stream-json's verifier; the bytes
 * must already be valid UTF-8 (the upload check tests that first).
 */
export interface JsonSyntaxCheck {
  /** Reads the next bytes; false once the text can no longer be JSON. */
  push(chunk: Uint8Array): boolean;
  /** True when everything pushed is exactly one JSON text. */
  end(): boolean;
}

export function createJsonSyntaxCheck(): JsonSyntaxCheck {
  // jsonVerifier reads text: the decoder keeps a character cut between two chunks for the next.
  const decoder = new StringDecoder('utf8');
  // Without the decoding front of `verifier()`: a leading byte-order mark is an error, as in
  // JSON.parse, and each call is synchronous (it throws on the first error). A flushable stage
  // is called with `none` at the end of its input.
  const verify = jsonVerifier() as (text: string | typeof none) => unknown;
  let valid = true;
  const feed = (text: string | typeof none) => {
    if (!valid) return false;
    try {
      verify(text);
    } catch {
      valid = false;
    }
    return valid;
  };
  return {
    push: (chunk) => feed(decoder.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length))),
    end: () => feed(decoder.end()) && feed(none),
  };
}
