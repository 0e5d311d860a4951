import type { ElementContent } from 'hast';
import dart from 'highlight.js/lib/languages/dart';
import dockerfile from 'highlight.js/lib/languages/dockerfile';
import julia from 'highlight.js/lib/languages/julia';
import powershell from 'highlight.js/lib/languages/powershell';
import scala from 'highlight.js/lib/languages/scala';
import { common, createLowlight } from 'lowlight';

/**
 * The one highlighter: highlight.js grammars through lowlight, which returns a tree of
 * `hljs-*` class spans (no inline styles, as the CSP demands). `common` plus the languages of
 * CODE_LANGUAGES that it lacks. Built once; highlighting does not change it.
 */
const lowlight = createLowlight({ ...common, dart, dockerfile, julia, powershell, scala });

/** The grammar for a language name or alias (`py`, `Python`), or null when there is none. */
export function grammarOf(language: string | null | undefined): string | null {
  const name = language?.trim().toLowerCase();
  return name && lowlight.registered(name) ? name : null;
}

/** `source` as highlighted nodes; plain text when the language is unknown or null. */
export function highlightNodes(source: string, language: string | null): ElementContent[] {
  const grammar = grammarOf(language);
  if (!grammar) return source ? [{ type: 'text', value: source }] : [];
  return lowlight.highlight(grammar, source).children as ElementContent[];
}
