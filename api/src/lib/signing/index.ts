/** Signing with the server's secret: HMAC tags of one purpose, and tokens that carry a claim. */
export { createClaimTokens, createSigner, keyFor, type Signer } from './signer';
