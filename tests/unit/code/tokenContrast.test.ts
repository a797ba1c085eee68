import { themes } from 'prism-react-renderer';
import { getContrastRatio } from '@mui/material/styles';
import { readableColor, themeToVariables, unsetVariables } from '@site/src/code/prismThemeCss';

describe('code token colours', () => {
  it('keeps a colour that already reads well', () => {
    expect(readableColor('#000000', ['#fafafa'])).toBe('#000000');
    expect(readableColor('#ffffff', ['hsl(210, 25%, 9%)'])).toBe('#ffffff');
  });

  it('darkens a pale colour on a light background and lightens a dim one on a dark background', () => {
    const onLight = readableColor('#36acaa', ['#fafafa', '#e6e6e6']);
    expect(getContrastRatio('#36acaa', '#fafafa')).toBeLessThan(4.5);
    expect(getContrastRatio(onLight, '#fafafa')).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(onLight, '#e6e6e6')).toBeGreaterThanOrEqual(4.5);
    const onDark = readableColor('rgb(100, 102, 149)', ['hsl(210, 25%, 9%)']);
    expect(getContrastRatio(onDark, 'hsl(210, 25%, 9%)')).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['github', themes.github, ['#fafafa', '#e6e6e6']],
    ['vsDark', themes.vsDark, ['hsl(210, 25%, 9%)', 'rgb(55, 60, 65)']],
  ] as const)('gives every %s token at least 4.5:1 on its backgrounds', (_name, theme, backgrounds) => {
    const { variables } = themeToVariables(theme, backgrounds);
    const colours = Object.entries(variables).filter(([name]) => !name.endsWith('-style'));
    expect(colours.length).toBeGreaterThan(5);
    for (const [name, colour] of colours) {
      for (const background of backgrounds) {
        expect({ name, ratio: getContrastRatio(colour, background) >= 4.5 }).toEqual({ name, ratio: true });
      }
    }
  });
});

describe('token types only one theme colours', () => {
  it('fall back to the plain colour in the other theme instead of keeping its colour', () => {
    const light = themeToVariables(themes.github);
    const dark = themeToVariables(themes.vsDark);
    expect(light.types).toContain('function-variable');
    expect(dark.types).not.toContain('function-variable');
    const unset = unsetVariables(light.types, dark);
    expect(unset['--code-token-function-variable']).toBe('initial');
    expect(unset['--code-token-string']).toBeUndefined();
  });
});
