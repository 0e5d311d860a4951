/**
 * The colours of code previews, as custom properties per theme (GitHub's accessible syntax
 * palettes; every text colour is at least 4.5:1 against the code background and the
 * highlighted line's). Light by default; dark when chosen, or when the device prefers it and
 * light was not chosen: the same rules as the site's theme (shared-ui themeRules).
 */
const LIGHT = {
  bg: '#f6f8fa',
  highlight: '#fff8c5',
  text: '#1f2328',
  lineNumber: '#57606a',
  comment: '#57606a',
  keyword: '#cf222e',
  string: '#0a3069',
  constant: '#0550ae',
  title: '#8250df',
  builtIn: '#953800',
  tag: '#116329',
  additionBg: '#dafbe1',
  addition: '#116329',
  deletionBg: '#ffebe9',
  deletion: '#82071e',
};

const DARK: typeof LIGHT = {
  bg: '#161b22',
  highlight: '#2e2a16',
  text: '#e6edf3',
  lineNumber: '#8b949e',
  comment: '#8b949e',
  keyword: '#ff7b72',
  string: '#a5d6ff',
  constant: '#79c0ff',
  title: '#d2a8ff',
  builtIn: '#ffa657',
  tag: '#7ee787',
  additionBg: '#033a16',
  addition: '#aff5b4',
  deletionBg: '#67060c',
  deletion: '#ffdcd7',
};

type CodeColor = keyof typeof LIGHT;
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const v = (name: CodeColor) => `var(--sf-code-${kebab(name)})`;
const declarations = (palette: typeof LIGHT) =>
  Object.entries(palette)
    .map(([name, value]) => `--sf-code-${kebab(name)}: ${value};`)
    .join(' ');

/** hljs classes by colour (highlight.js's class names). */
const CLASSES: Record<
  Exclude<CodeColor, 'bg' | 'highlight' | 'lineNumber' | `${string}Bg`>,
  string[]
> = {
  text: ['hljs-subst', 'hljs-punctuation'],
  comment: ['hljs-comment', 'hljs-quote', 'hljs-formula'],
  keyword: [
    'hljs-keyword',
    'hljs-doctag',
    'hljs-template-tag',
    'hljs-template-variable',
    'hljs-type',
    'hljs-variable.language_',
  ],
  string: ['hljs-string', 'hljs-regexp', 'hljs-meta .hljs-string'],
  constant: [
    'hljs-attr',
    'hljs-attribute',
    'hljs-literal',
    'hljs-meta',
    'hljs-number',
    'hljs-operator',
    'hljs-variable',
    'hljs-selector-attr',
    'hljs-selector-class',
    'hljs-selector-id',
    'hljs-section',
  ],
  title: ['hljs-title', 'hljs-title.class_', 'hljs-title.function_'],
  builtIn: ['hljs-built_in', 'hljs-symbol', 'hljs-bullet', 'hljs-params'],
  tag: ['hljs-name', 'hljs-selector-tag', 'hljs-selector-pseudo', 'hljs-tag'],
  addition: ['hljs-addition'],
  deletion: ['hljs-deletion'],
};

const colourRules = Object.entries(CLASSES)
  .map(
    ([name, classes]) =>
      `${classes.map((c) => `.${c}`).join(', ')} { color: ${v(name as CodeColor)}; }`,
  )
  .join('\n');

/** Class-based styles for highlighted code and line-numbered listings, both themes. */
export const highlightCss = `:root { ${declarations(LIGHT)} }
@media (prefers-color-scheme: dark) { :root:not([data-theme='light']) { ${declarations(DARK)} } }
:root[data-theme='dark'] { ${declarations(DARK)} }
.hljs { color: ${v('text')}; background: ${v('bg')}; }
pre > code.hljs { display: block; overflow-x: auto; padding: 1em; }
${colourRules}
.hljs-addition { background: ${v('additionBg')}; }
.hljs-deletion { background: ${v('deletionBg')}; }
.hljs-comment, .hljs-quote, .hljs-emphasis { font-style: italic; }
.hljs-section, .hljs-strong, .hljs-title { font-weight: bold; }
.code-listing { border-collapse: collapse; width: 100%; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.875rem; line-height: 1.5; }
.code-listing td { padding: 0 1em; vertical-align: top; }
.code-listing .line-code { white-space: pre; width: 100%; }
.code-listing .line-number { width: 1%; min-width: 3em; text-align: right; color: ${v('lineNumber')}; user-select: none; }
.code-listing .line-number a { color: inherit; text-decoration: none; }
.code-listing .line-number a:hover, .code-listing .line-number a:focus-visible { color: ${v('text')}; text-decoration: underline; }
.code-listing tr:target, .code-listing tr.line-highlight { background: ${v('highlight')}; }
`;
