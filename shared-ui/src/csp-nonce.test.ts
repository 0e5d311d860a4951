import { cspNonce } from './csp-nonce';

describe('cspNonce', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('reads the nonce the server wrote on the csp-nonce meta tag', () => {
    document.head.innerHTML = '<meta property="csp-nonce" nonce="abc123==">';
    expect(cspNonce()).toBe('abc123==');
  });

  it('reads it through the property once the browser has hidden the attribute', () => {
    // Browsers empty the attribute of a connected element under a header-delivered policy
    // (nonce hiding); jsdom does not, so the hidden state is built by hand.
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('nonce', '');
    Object.defineProperty(meta, 'nonce', { value: 'hidden-value' });
    document.head.appendChild(meta);
    expect(cspNonce()).toBe('hidden-value');
  });

  it('is undefined on a page without a policy', () => {
    expect(cspNonce()).toBeUndefined();
  });
});
