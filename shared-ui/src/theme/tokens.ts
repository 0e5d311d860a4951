import palette from './palette.json';

/**
 * The two palettes: palette.json holds every colour and shadow of the light and the
 * dark theme, and nothing else in the app names a colour. The theme object hands out
 * `var(--sf-…)` references; the global style sets their values per theme, so switching theme
 * restyles the page (every remote included) without re-rendering anything.
 */
export type ColorName = keyof typeof palette.light.colors;
export type ShadowName = keyof typeof palette.light.shadows;
export type ThemeName = keyof typeof palette;

export interface Palette {
  colors: Record<ColorName, string>;
  shadows: Record<ShadowName, string>;
  themeColor: string;
}

export const palettes: Record<ThemeName, Palette> = palette;

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The custom property that carries colour `name`, e.g. `--sf-color-primary-soft`. */
export const colorProperty = (name: ColorName) => `--sf-color-${kebab(name)}`;
/** The custom property that carries shadow `name`, e.g. `--sf-shadow-card`. */
export const shadowProperty = (name: ShadowName) => `--sf-shadow-${kebab(name)}`;

function references<K extends string>(names: K[], property: (name: K) => string) {
  return Object.fromEntries(names.map((name) => [name, `var(${property(name)})`])) as Record<
    K,
    string
  >;
}

export const colorTokens = references(
  Object.keys(palette.light.colors) as ColorName[],
  colorProperty,
);
export const shadowTokens = references(
  Object.keys(palette.light.shadows) as ShadowName[],
  shadowProperty,
);

/** The declarations that give one theme's values to the custom properties. */
export function paletteDeclarations(name: ThemeName): string {
  const { colors, shadows } = palettes[name];
  const declarations = [
    `color-scheme: ${name};`,
    ...Object.entries(colors).map(
      ([key, value]) => `${colorProperty(key as ColorName)}: ${value};`,
    ),
    ...Object.entries(shadows).map(
      ([key, value]) => `${shadowProperty(key as ShadowName)}: ${value};`,
    ),
  ];
  return declarations.join(' ');
}

/**
 * The theme rules: light by default, dark when the device prefers it and the visitor did not
 * choose light, and whatever the visitor chose (`data-theme` on `<html>`, set by the server from
 * the theme cookie and by the toggle).
 */
export function themeRules(): string {
  const dark = paletteDeclarations('dark');
  return [
    `:root { ${paletteDeclarations('light')} }`,
    `@media (prefers-color-scheme: dark) { :root:not([data-theme='light']) { ${dark} } }`,
    `:root[data-theme='dark'] { ${dark} }`,
  ].join('\n');
}
