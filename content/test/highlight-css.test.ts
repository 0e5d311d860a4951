import { highlightCss } from '../src';

/** The `--sf-code-*` colours a rule block of the stylesheet sets. */
function colours(block: string): Record<string, string> {
  return Object.fromEntries(
    [...block.matchAll(/--sf-code-([a-z-]+): (#[0-9a-f]{6});/g)].map((m) => [m[1], m[2]]),
  );
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const BACKGROUNDS = ['bg', 'highlight', 'addition-bg', 'deletion-bg'];

const themes = {
  light: colours(/:root \{([^}]*)\}/.exec(highlightCss)![1]),
  'dark (device preference)': colours(
    /@media \(prefers-color-scheme: dark\) \{ :root:not\(\[data-theme='light'\]\) \{([^}]*)\}/.exec(
      highlightCss,
    )![1],
  ),
  'dark (chosen)': colours(/:root\[data-theme='dark'\] \{([^}]*)\}/.exec(highlightCss)![1]),
};

describe('highlightCss', () => {
  it.each(Object.entries(themes))(
    'keeps every code colour at 4.5:1 or more on the %s code background',
    (_theme, palette) => {
      const texts = Object.keys(palette).filter((name) => !BACKGROUNDS.includes(name));
      const failing = texts.flatMap((name) =>
        ['bg', 'highlight']
          .map((bg) => ({ name, bg, ratio: contrast(palette[name], palette[bg]) }))
          .filter(({ ratio }) => ratio < 4.5),
      );

      expect(texts.length).toBeGreaterThan(8);
      expect(failing).toEqual([]);
      expect(contrast(palette.addition, palette['addition-bg'])).toBeGreaterThanOrEqual(4.5);
      expect(contrast(palette.deletion, palette['deletion-bg'])).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('follows the site theme: dark palette when chosen or preferred by the device, light otherwise', () => {
    expect(themes['dark (device preference)']).toEqual(themes['dark (chosen)']);
    expect(themes.light.bg).not.toBe(themes['dark (chosen)'].bg);
  });

  it('styles hljs classes, line numbers and a highlighted line with classes and custom properties', () => {
    expect(highlightCss).toContain('.hljs-keyword');
    expect(highlightCss).toMatch(/\.code-listing \.line-number \{/);
    expect(highlightCss).toMatch(
      /\.code-listing tr\.line-highlight \{ background: var\(--sf-code-highlight\)/,
    );
  });
});
