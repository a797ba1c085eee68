import { decomposeColor } from '@mui/material/styles';
import { isCompleteColor, MAX_COLOR_LENGTH } from '@site/src/docsTheme/cssColor';
import { isSupportedColor } from '@site/src/docsTheme/paletteColors';

describe('isCompleteColor', () => {
  it.each([
    '#fff',
    '#FFFA',
    '#0a63c9',
    '#0a63c980',
    'rgb(0,0,0)',
    'rgb(10, 20, 30)',
    'rgba(10, 20, 30, 0.5)',
    'rgba(10,20,30,.5)',
    'rgb( 1 , 2 , 3 )',
    'hsl(210, 50%, 40%)',
    'hsl(210deg, 50%, 40%)',
    'hsla(210, 50%, 40%, 0.8)',
    'hsl(-30, 10.5%, 0%)',
    'color(srgb 0.1 0.2 0.3)',
    'color(display-p3 1 0.5 0)',
    'color(a98-rgb 0.1 0.2 0.3)',
    'color(prophoto-rgb 0.1 0.2 0.3)',
    'color(rec-2020 0.1 0.2 0.3 /0.5)',
  ])('accepts %s (and MUI reads it)', (value) => {
    expect(isCompleteColor(value)).toBe(true);
    expect(() => decomposeColor(value)).not.toThrow();
    expect(isSupportedColor(value)).toBe(true);
  });

  it.each([
    // injections: a colour followed by more CSS that would escape the declaration
    'rgb(0,0,0)}body{display:none}x{y:(z)',
    'rgb(1,2,3);background-image:url(http://evil.example/x.png)',
    '#fff;background:red',
    '#fff }',
    'rgb(1,2,3) ',
    ' rgb(1,2,3)',
    'rgb(1,2,3)\n',
    'rgb(1,2,3\n)',
    'color(srgb 0.1 0.2 0.3)}body{display:none}',
    'hsl(1, 2%, 3%) !important',
    // not a colour MUI and CSS agree on
    'red',
    'transparent',
    'currentColor',
    'var(--evil)',
    'url(http://evil.example/x.png)',
    'expression(alert(1))',
    '#ff',
    '#fffff',
    '#ggg',
    'rgb(1,2)',
    'rgb(1,2,3,4,5)',
    'rgb(1 2 3)',
    'rgb(10%, 20%, 30%)',
    'hsl(10, 20, 30)',
    'color(xyz 0.1 0.2 0.3)',
    'color(srgb  0.1 0.2 0.3)',
    'color(srgb 0.1 0.2)',
    'rgb(1e3,2,3)',
    '<script>alert(1)</script>',
    '',
  ])('refuses %j', (value) => {
    expect(isCompleteColor(value)).toBe(false);
    expect(isSupportedColor(value)).toBe(false);
  });

  it('refuses values that are not strings or are too long', () => {
    expect(isCompleteColor(undefined)).toBe(false);
    expect(isCompleteColor(null)).toBe(false);
    expect(isCompleteColor(0x0a63c9)).toBe(false);
    expect(isCompleteColor({ toString: () => '#fff' })).toBe(false);
    expect(isCompleteColor(`rgb(${'0'.repeat(MAX_COLOR_LENGTH)},0,0)`)).toBe(false);
  });
});
