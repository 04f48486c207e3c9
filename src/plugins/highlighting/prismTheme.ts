import {themes, type PrismTheme} from 'prism-react-renderer';

/** Colours vsDark uses that are too dim on its background for WCAG AA text contrast, and their replacements. */
const READABLE_COLOURS: Readonly<Record<string, string>> = {
  'rgb(0, 0, 128)': '#9aa5ff',
  'rgb(100, 102, 149)': '#b4aefc',
  '#808080': '#a6a6a6',
};

/** The code colours of the site: VS Code's dark theme with every token colour readable (4.5:1 or more). */
export const codeTheme: PrismTheme = {
  ...themes.vsDark,
  styles: themes.vsDark.styles.map((style) => {
    const colour = style.style.color;
    const replacement = colour ? READABLE_COLOURS[colour] : undefined;
    return replacement ? {...style, style: {...style.style, color: replacement}} : style;
  }),
};

/**
 * The theme handed to the highlighter: only the block's own colours. Token colours come from
 * `codeTokenStylesheet` instead, so a page carries a class on each token rather than a style
 * attribute (thousands of them on an endpoint page, each one costing bytes and style work).
 */
export const codeBlockTheme: PrismTheme = {plain: codeTheme.plain, styles: []};

const cssProperty = (property: string): string => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The token colours of `theme` as CSS rules on Prism's token classes. */
export function codeTokenStylesheet(theme: PrismTheme): string {
  return theme.styles
    .map(({types, languages, style}) => {
      const scopes = languages?.map((language) => `.language-${language} `) ?? [''];
      const selectors = scopes.flatMap((scope) => types.map((type) => `${scope}.token.${type}`));
      const declarations = Object.entries(style)
        .map(([property, value]) => `${cssProperty(property)}:${String(value)}`)
        .join(';');
      return `${selectors.join(',')}{${declarations}}`;
    })
    .join('\n');
}
