import {themes, type PrismTheme} from 'prism-react-renderer';
import {BARE_TOKEN_TYPES} from './client/bareTokens';

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

const cssProperty = (property: string): string =>
  property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The colour `theme` gives every one of `types` outside a language scope; an error when they
 * differ or one has none, as their bare text (see client/bareTokens.ts) can show only one.
 */
function sharedColour(theme: PrismTheme, types: readonly string[]): string {
  const colours = new Set(
    types.map(
      (type) =>
        [...theme.styles].reverse().find((style) => !style.languages && style.types.includes(type))
          ?.style.color,
    ),
  );
  const [colour] = colours;
  if (colours.size !== 1 || colour === undefined) {
    throw new Error(
      `Bare token types ${types.join(', ')} need one shared colour in the code theme, found ${[...colours].join(', ')}.`,
    );
  }
  return colour;
}

/**
 * The token colours of `theme` as CSS rules on Prism's token classes, then the colour of the lines
 * of each language whose tokens of some types are bare text.
 */
export function codeTokenStylesheet(theme: PrismTheme): string {
  const bareTokenLines = Object.entries(BARE_TOKEN_TYPES).map(
    ([language, types]) => `.language-${language} .token-line{color:${sharedColour(theme, types)}}`,
  );
  const tokenRules = theme.styles.map(({types, languages, style}) => {
    const scopes = languages?.map((language) => `.language-${language} `) ?? [''];
    const selectors = scopes.flatMap((scope) => types.map((type) => `${scope}.token.${type}`));
    const declarations = Object.entries(style)
      .map(([property, value]) => `${cssProperty(property)}:${String(value)}`)
      .join(';');
    return `${selectors.join(',')}{${declarations}}`;
  });
  return [...tokenRules, ...bareTokenLines].join('\n');
}
