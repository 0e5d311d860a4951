// An import cycle check that counts `import type` too: import-x/no-cycle always skips type-only
// imports, and a circle closed by types still ties the modules' design together.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.cjs', '.js'];
const INDEXES = EXTENSIONS.map((ext) => `/index${ext}`);

const isFile = (file) => existsSync(file) && statSync(file).isFile();

/** A relative specifier's file, as the bundlers and tsx resolve it (extension or index optional). */
function resolveRelative(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  if (isFile(base)) return base;
  for (const suffix of [...EXTENSIONS, ...INDEXES]) {
    if (isFile(base + suffix)) return base + suffix;
  }
  return null;
}

/** Each file's relative imports (static, dynamic, type-only), read once per lint run. */
const edges = new Map();
function importsOf(file) {
  let list = edges.get(file);
  if (!list) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    list = info.importedFiles.map((ref) => resolveRelative(file, ref.fileName)).filter(Boolean);
    edges.set(file, list);
  }
  return list;
}

/** The path from `start` back to `goal`, or null (breadth first, so the shortest). */
function pathBack(start, goal) {
  const seen = new Set([start]);
  const queue = [[start]];
  while (queue.length > 0) {
    const route = queue.shift();
    for (const next of importsOf(route[route.length - 1])) {
      if (next === goal) return route;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([...route, next]);
      }
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noCycleWithTypes = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only imports included.' },
    schema: [],
    messages: { cycle: 'Import cycle (type imports count): {{route}}.' },
  },
  create(context) {
    const self = context.physicalFilename;
    const root = context.cwd;
    edges.delete(self); // the file being linted may have changed since it was read
    const check = (node, source) => {
      if (typeof source?.value !== 'string') return;
      const target = resolveRelative(self, source.value);
      if (!target || target === self) return;
      const route = pathBack(target, self);
      if (!route) return;
      const names = [self, ...route, self].map((file) => path.relative(root, file));
      context.report({ node, messageId: 'cycle', data: { route: names.join(' → ') } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { rules: { 'no-cycle-with-types': noCycleWithTypes } };
