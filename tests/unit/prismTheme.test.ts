import {expect, it} from 'vitest';
import {
  codeBlockTheme,
  codeTheme,
  codeTokenStylesheet,
} from '../../src/plugins/highlighting/prismTheme';
import {BARE_TOKEN_TYPES, isBareToken} from '../../src/plugins/highlighting/client/bareTokens';

function luminance(colour: string): number {
  const rgb = colour.startsWith('#')
    ? [1, 3, 5].map((start) =>
        parseInt(
          (colour.length === 4 ? colour.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3') : colour).slice(
            start,
            start + 2,
          ),
          16,
        ),
      )
    : (colour.match(/\d+/g) ?? []).map(Number);
  const [r = 0, g = 0, b = 0] = rgb.map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const stylesheet = codeTokenStylesheet(codeTheme);

it('every colour the code blocks show has at least 4.5:1 contrast with their background', () => {
  const background = codeBlockTheme.plain.backgroundColor ?? '#000';
  const tokenColours = [...stylesheet.matchAll(/color:([^;}]+)/g)].map((match) => match[1] ?? '');
  expect(tokenColours.length).toBe(codeTheme.styles.length + Object.keys(BARE_TOKEN_TYPES).length);
  const colours = [codeBlockTheme.plain.color ?? '', ...tokenColours].filter(Boolean);
  const weak = colours
    .filter((colour) => contrast(colour, background) < 4.5)
    .map((colour) => `${colour}: ${contrast(colour, background).toFixed(2)}`);
  expect(weak).toEqual([]);
});

it('token colours live in the stylesheet, not on each token', () => {
  expect(codeBlockTheme.styles).toEqual([]);
  expect(stylesheet).toMatch(/(^|,)\.token\.string[,{][^}]*color:rgb\(206, 145, 120\)/m);
  expect(stylesheet).toContain('.language-markup .token.tag{color:rgb(86, 156, 214)}');
  for (const {types} of codeTheme.styles) {
    for (const type of types) {
      expect(stylesheet).toContain(`.token.${type}`);
    }
  }
});

it("JSON's lines have the colour of the punctuation and operators they show as bare text", () => {
  const punctuation = /(?:^|,)\.token\.punctuation,\.token\.operator\{color:([^;}]+)\}/m.exec(
    stylesheet,
  )?.[1];
  expect(punctuation).toBeTruthy();
  expect(stylesheet).toContain(`.language-json .token-line{color:${punctuation}}`);
  expect(isBareToken('json', ['punctuation'])).toBe(true);
  expect(isBareToken('json', ['operator'])).toBe(true);
  expect(isBareToken('json', ['property'])).toBe(false);
  expect(isBareToken('bash', ['punctuation'])).toBe(false);
});

it('refuses bare token types that the theme colours differently', () => {
  const theme = {
    ...codeTheme,
    styles: [...codeTheme.styles, {types: ['operator'], style: {color: '#ffffff'}}],
  };
  expect(() => codeTokenStylesheet(theme)).toThrow(/one shared colour/);
});
