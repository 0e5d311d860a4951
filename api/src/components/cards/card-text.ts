// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient declaration every package compiling this file must see
/// <reference path="./fontkit.d.ts" />
import { openSync, type Font } from 'fontkit';

/**
 * Text drawn as outlines from a font we ship (Inter, SIL OFL, @fontsource/inter): the card looks
 * the same on every machine, with or without fonts installed (docs/decisions/0016-share-cards-drawn-from-a-shipped-font.md).
 */
export type Weight = 400 | 700;

/** Inter's subsets, tried in this order for each character. */
const SUBSETS = [
  'latin',
  'latin-ext',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
  'vietnamese',
];

const loaded = new Map<Weight, Font[]>();

function fontsOf(weight: Weight): Font[] {
  let fonts = loaded.get(weight);
  if (!fonts) {
    fonts = SUBSETS.map((subset) =>
      openSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
    );
    loaded.set(weight, fonts);
  }
  return fonts;
}

/** The text cut into runs that one subset draws (a character none has is drawn by the first). */
function runsOf(text: string, fonts: Font[]): Array<{ font: Font; text: string }> {
  const runs: Array<{ font: Font; text: string }> = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const font = fonts.find((f) => f.hasGlyphForCodePoint(code)) ?? fonts[0];
    const last = runs[runs.length - 1];
    if (last && last.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

/** How wide `text` is at `size` pixels. */
export function measure(text: string, size: number, weight: Weight): number {
  return runsOf(text, fontsOf(weight)).reduce(
    (width, run) => width + (run.font.layout(run.text).advanceWidth * size) / run.font.unitsPerEm,
    0,
  );
}

/** `text` cut with an ellipsis to fit `maxWidth` at `size` pixels. */
export function fit(text: string, size: number, weight: Weight, maxWidth: number): string {
  if (measure(text, size, weight) <= maxWidth) return text;
  const chars = [...text];
  while (chars.length && measure(`${chars.join('').trimEnd()}…`, size, weight) > maxWidth)
    chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

/** SVG path data of `text` with its baseline starting at (x, y). */
export function textPath(text: string, x: number, y: number, size: number, weight: Weight): string {
  const parts: string[] = [];
  let pen = x;
  for (const run of runsOf(text, fontsOf(weight))) {
    const scale = size / run.font.unitsPerEm;
    const { glyphs, positions } = run.font.layout(run.text);
    glyphs.forEach((glyph, i) => {
      const at = positions[i];
      parts.push(
        glyph.path
          .scale(scale, -scale)
          .translate(pen + at.xOffset * scale, y - at.yOffset * scale)
          .toSVG(),
      );
      pen += at.xAdvance * scale;
    });
  }
  return parts.join('');
}
