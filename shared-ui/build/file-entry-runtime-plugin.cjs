/**
 * Federation runtime plugin of the shell's Node build: remotes published on this machine are
 * addressed by `file:` URLs of their `server/remoteEntry.js`, which the runtime's Node loader
 * would fetch (and Node's fetch refuses `file:`). This reads and runs such an entry itself, with
 * its own folder as `__dirname`, from where `@module-federation/node`'s runtime plugin (built into
 * the remote) reads the remote's chunks. The file is read afresh on each registration, so a build
 * rebuilt in place is not served from a module cache.
 */
const fs = require('node:fs/promises');
const path = require('node:path');
const vm = require('node:vm');
const { createRequire } = require('node:module');
const { fileURLToPath } = require('node:url');

async function runEntry(entry, globalName) {
  const filename = fileURLToPath(entry);
  const code = await fs.readFile(filename, 'utf8');
  const module = { exports: {} };
  const wrapper = new vm.Script(
    `(function (exports, module, require, __dirname, __filename) {${code}\n})`,
    { filename },
  ).runInThisContext();
  wrapper(module.exports, module, createRequire(filename), path.dirname(filename), filename);
  const exported = module.exports;
  return (globalName && exported[globalName]) || exported;
}

module.exports = function stackfolioFileEntryPlugin() {
  return {
    name: 'stackfolio-file-entry-plugin',
    loadEntry({ remoteInfo }) {
      if (!remoteInfo.entry.startsWith('file:')) return undefined;
      return runEntry(remoteInfo.entry, remoteInfo.entryGlobalName);
    },
  };
};
