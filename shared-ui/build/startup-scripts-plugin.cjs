// @ts-check
/**
 * The shell's page names every script its start needs (issue 19). Without this, index.html has
 * only the entry; the entry's federation runtime then finds the bootstrap, React, the shared
 * libraries and the app chunk by chunk and inserts a <script> for each: a round trip after the
 * entry ran, and (measured in a Chromium profile at 4× slowdown) about 80 ms of the entry's task
 * spent inserting those elements, the longest task a public page had. Listed in the page as
 * `defer` scripts, they download with the HTML and each runs in its own short task; a chunk
 * that has run is already installed when the runtime asks for it, so nothing loads twice, and a
 * chunk left out is still loaded on demand as before.
 *
 * What the start needs, read from the compilation's chunk groups: the bootstrap and the dynamic
 * imports bootstrap.tsx awaits (react-dom/client, the app), and every shared singleton's own chunks
 * (the host provides them all; remotes use the host's copies).
 */
const { rspack } = require('@rspack/core');

/** Chunk-group origins that run at start: (module path suffix, request). */
const STARTUP_IMPORTS = [
  ['/src/index.ts', './bootstrap'],
  ['/src/bootstrap.tsx', 'react-dom/client'],
  ['/src/bootstrap.tsx', './app/app'],
];

/** @param {{ module?: any, request?: string }} origin */
function startsWithPage(origin) {
  const id = origin.module?.identifier?.() ?? '';
  if (id.startsWith('provide shared module')) return true;
  const file = id.split('!').pop() ?? '';
  return STARTUP_IMPORTS.some(
    ([suffix, request]) => file.endsWith(suffix) && origin.request === request,
  );
}

const startupScriptsPlugin = {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    if (compiler.options.mode !== 'production') return;
    compiler.hooks.thisCompilation.tap('StartupScripts', (compilation) => {
      const stage = rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT;
      compilation.hooks.processAssets.tap({ name: 'StartupScripts', stage }, () => {
        const html = compilation.getAsset('index.html');
        if (!html) return;
        const files = new Set();
        for (const group of compilation.chunkGroups) {
          if (!(group.origins ?? []).some(startsWithPage)) continue;
          for (const chunk of group.chunks)
            for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        }
        const source = html.source.source().toString();
        const entry = /<script defer src="([^"]*?)main\.[^"]*\.js"><\/script>/.exec(source);
        if (!entry) throw new Error('StartupScripts: no entry <script> in index.html');
        const tags = [...files]
          .sort()
          .map((file) => `<script defer src="${entry[1]}${file}"></script>`)
          .join('');
        compilation.updateAsset(
          'index.html',
          new rspack.sources.RawSource(source.replace(entry[0], entry[0] + tags)),
        );
      });
    });
  },
};

module.exports = { startupScriptsPlugin };
