/**
 * Module Federation runtime plugin: the first failure to fetch a remote's manifest or entry is
 * retried once with a cache-busting query; if that fails too the error reaches the shell's error
 * boundary, which shows the "section unavailable" fallback and keeps the rest of the page alive.
 * (CJS because the federation plugin imports it from the build config.)
 */
module.exports = function stackfolioRetryPlugin() {
  return {
    name: 'stackfolio-retry-plugin',
    async fetch(url, init) {
      try {
        const response = await fetch(url, init);
        if (response.ok) return response;
        throw new Error(`${response.status} ${response.statusText}`);
      } catch {
        const busted = `${url}${url.includes('?') ? '&' : '?'}retry=${Date.now()}`;
        const response = await fetch(busted, init);
        if (!response.ok) throw new Error(`Failed to load ${url}: ${response.status}`);
        return response;
      }
    },
  };
};
