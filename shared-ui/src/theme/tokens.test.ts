import { theme } from './theme';
import { palettes, themeRules, type ColorName, type Palette } from './tokens';

/** WCAG 2 relative luminance of an opaque `#rrggbb` colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Text (foreground) on background pairs the components use, and the contrast each needs. */
const PAIRS: [ColorName, ColorName, number][] = [
  ['text', 'background', 4.5],
  ['text', 'surface', 4.5],
  ['textMuted', 'background', 4.5],
  ['textMuted', 'surface', 4.5],
  ['primary', 'background', 4.5],
  ['primary', 'surface', 4.5],
  ['primaryText', 'primary', 4.5],
  ['primaryText', 'primaryHover', 4.5],
  ['primary', 'primarySoft', 4.5],
  ['text', 'primarySoft', 4.5],
  ['textMuted', 'primarySoft', 4.5],
  ['danger', 'surface', 4.5],
  ['danger', 'background', 4.5],
  ['dangerText', 'danger', 4.5],
  ['dangerSoftText', 'dangerSoft', 4.5],
  ['success', 'surface', 4.5],
  ['successSoftText', 'successSoft', 4.5],
  ['warning', 'surface', 4.5],
  ['warningSoftText', 'warningSoft', 4.5],
  ['accent', 'surface', 3],
  ['surface', 'text', 4.5],
  ['heroText', 'heroStart', 4.5],
  ['heroText', 'heroEnd', 4.5],
  ['footerText', 'footerBackground', 4.5],
  ['footerLink', 'footerBackground', 4.5],
  ['footerHeading', 'footerBackground', 4.5],
  ['footerMuted', 'footerBackground', 4.5],
  ['footerLink', 'footerIcon', 4.5],
  ['footerLink', 'footerIconHover', 4.5],
  ['focus', 'background', 3],
  ['focus', 'surface', 3],
];

describe.each(Object.entries(palettes) as [string, Palette][])(
  'the %s palette',
  (_name, palette) => {
    it('names the same colours and shadows as the light one', () => {
      expect(Object.keys(palette.colors).sort()).toEqual(Object.keys(palettes.light.colors).sort());
      expect(Object.keys(palette.shadows).sort()).toEqual(
        Object.keys(palettes.light.shadows).sort(),
      );
    });

    it.each(PAIRS)('gives %s on %s a WCAG AA contrast of at least %s:1', (fg, bg, needed) => {
      expect(contrast(palette.colors[fg], palette.colors[bg])).toBeGreaterThanOrEqual(needed);
    });
  },
);

describe('theme tokens', () => {
  it('hands out custom property references, so a theme switch needs no re-render', () => {
    expect(theme.colors.primarySoft).toBe('var(--sf-color-primary-soft)');
    expect(theme.shadows.card).toBe('var(--sf-shadow-card)');
  });

  it('sets light values by default, dark ones for a dark device unless light was chosen, and for a dark choice', () => {
    const rules = themeRules();
    expect(rules).toContain(
      `:root { color-scheme: light; --sf-color-primary: ${palettes.light.colors.primary};`,
    );
    expect(rules).toMatch(
      /@media \(prefers-color-scheme: dark\) \{ :root:not\(\[data-theme='light'\]\) \{ color-scheme: dark;/,
    );
    expect(rules).toContain(
      `:root[data-theme='dark'] { color-scheme: dark; --sf-color-primary: ${palettes.dark.colors.primary};`,
    );
  });
});
