import { decomposeColor } from '@mui/material/styles';
import { isCompleteColor, parseCssColor } from '@site/src/docsTheme/cssColor';
import { MAX_COLOR_LENGTH } from '@site/src/docsTheme/storedColor';
import { parseStoredPaletteColors } from '@site/src/docsTheme/paletteColors';
import { isStoredColorForm } from '@site/src/docsTheme/storedColor';
import { isSupportedColor, parseSupportedColor } from '@site/src/docsTheme/supportedColor';

describe('parseCssColor accepts every CSS syntax of the allowed notations', () => {
  it.each([
    // hex, any case
    ['#fff', '#fff'],
    ['#FFFA', '#fffa'],
    ['#0a63c9', '#0a63c9'],
    ['#0A63C980', '#0a63c980'],
    // rgb / rgba, comma-separated
    ['rgb(0,0,0)', 'rgb(0, 0, 0)'],
    ['rgb(10, 20, 30)', 'rgb(10, 20, 30)'],
    ['rgba(10, 20, 30, 0.5)', 'rgba(10, 20, 30, 0.5)'],
    ['rgba(10,20,30,.5)', 'rgba(10, 20, 30, 0.5)'],
    ['rgb( 1 , 2 , 3 )', 'rgb(1, 2, 3)'],
    ['rgb(10%, 20%, 30%)', 'rgb(25.5, 51, 76.5)'],
    ['rgba(100%, 0%, 0%, 50%)', 'rgba(255, 0, 0, 0.5)'],
    ['rgb(1e2, 2, 3)', 'rgb(100, 2, 3)'],
    ['rgb(300, -5, 3)', 'rgb(255, 0, 3)'],
    ['rgb(1,2,3\n)', 'rgb(1, 2, 3)'],
    ['rgba(1, 2, 3)', 'rgb(1, 2, 3)'],
    ['RGB(1, 2, 3)', 'rgb(1, 2, 3)'],
    // rgb / rgba, space-separated
    ['rgb(0 0 0 / 0)', 'rgba(0, 0, 0, 0)'],
    ['rgb(1 2 3)', 'rgb(1, 2, 3)'],
    ['rgb(10 20 30 / 50%)', 'rgba(10, 20, 30, 0.5)'],
    ['rgb(10% 20 30%)', 'rgb(25.5, 20, 76.5)'],
    ['rgba(10 20 30 / .25)', 'rgba(10, 20, 30, 0.25)'],
    ['rgb(none 20 30)', 'rgb(0, 20, 30)'],
    ['rgb(10 20 30 / none)', 'rgba(10, 20, 30, 0)'],
    ['rgb(10\t20  30/0.5)', 'rgba(10, 20, 30, 0.5)'],
    ['rgb(10 20 30 / 2)', 'rgba(10, 20, 30, 1)'],
    // hsl / hsla, comma-separated
    ['hsl(210, 50%, 40%)', 'hsl(210, 50%, 40%)'],
    ['hsl(210deg, 50%, 40%)', 'hsl(210, 50%, 40%)'],
    ['hsla(210, 50%, 40%, 0.8)', 'hsla(210, 50%, 40%, 0.8)'],
    ['hsla(210, 50%, 40%, 80%)', 'hsla(210, 50%, 40%, 0.8)'],
    ['hsl(-30, 10.5%, 0%)', 'hsl(330, 10.5%, 0%)'],
    ['hsl(0.5turn, 50%, 40%)', 'hsl(180, 50%, 40%)'],
    ['hsl(200grad, 50%, 40%)', 'hsl(180, 50%, 40%)'],
    ['hsl(3.14159265rad, 50%, 40%)', 'hsl(180, 50%, 40%)'],
    ['hsl(720, 120%, 40%)', 'hsl(0, 100%, 40%)'],
    ['HSL(210DEG, 50%, 40%)', 'hsl(210, 50%, 40%)'],
    // hsl / hsla, space-separated
    ['hsl(210deg 50% 40%)', 'hsl(210, 50%, 40%)'],
    ['hsl(210 50% 40% / 0.5)', 'hsla(210, 50%, 40%, 0.5)'],
    ['hsl(210 50 40)', 'hsl(210, 50%, 40%)'],
    ['hsla(0.25turn 50% 40% / 25%)', 'hsla(90, 50%, 40%, 0.25)'],
    ['hsl(none 0% 50%)', 'hsl(0, 0%, 50%)'],
    // color() in the five spaces
    ['color(srgb 0.1 0.2 0.3)', 'color(srgb 0.1 0.2 0.3)'],
    ['color(display-p3 1 0.5 0)', 'color(display-p3 1 0.5 0)'],
    ['color(a98-rgb 0.1 0.2 0.3)', 'color(a98-rgb 0.1 0.2 0.3)'],
    ['color(prophoto-rgb 0.1 0.2 0.3)', 'color(prophoto-rgb 0.1 0.2 0.3)'],
    ['color(rec-2020 0.1 0.2 0.3 /0.5)', 'color(rec-2020 0.1 0.2 0.3 /0.5)'],
    ['color(rec-2020 0.1 0.2 0.3 / 0.5)', 'color(rec-2020 0.1 0.2 0.3 /0.5)'],
    ['color(display-p3 100% 50% 0% / 50%)', 'color(display-p3 1 0.5 0 /0.5)'],
    ['color(srgb  0.1 0.2 0.3)', 'color(srgb 0.1 0.2 0.3)'],
    ['color(SRGB 0.1 none 0.3)', 'color(srgb 0.1 0 0.3)'],
    ['color( srgb .5 .5 .5 )', 'color(srgb 0.5 0.5 0.5)'],
  ])('%j → %j, which MUI reads', (value, normalised) => {
    expect(parseCssColor(value)).toEqual({ ok: true, color: normalised });
    expect(() => decomposeColor(normalised)).not.toThrow();
    expect(isCompleteColor(value)).toBe(true);
    expect(isSupportedColor(value)).toBe(true);
  });

  it('gives MUI the channel values CSS means', () => {
    const rgba = decomposeColor((parseCssColor('rgb(0 0 0 / 0)') as { color: string }).color);
    expect(rgba).toMatchObject({ type: 'rgba', values: [0, 0, 0, 0] });
    const hsl = decomposeColor((parseCssColor('hsl(0.5turn 50% 40%)') as { color: string }).color);
    expect(hsl).toMatchObject({ type: 'hsl', values: [180, 50, 40] });
    const p3 = decomposeColor(
      (parseCssColor('color(display-p3 100% 50% 0% / 50%)') as { color: string }).color,
    );
    expect(p3).toMatchObject({ type: 'color', colorSpace: 'display-p3', values: [1, 0.5, 0, 0.5] });
  });
});

describe('parseCssColor refuses everything else, with a reason', () => {
  it.each([
    // a colour followed by more CSS
    ['rgb(0,0,0)}body{display:none}x{y:(z)', /Not one colour/],
    ['rgb(1,2,3);background-image:url(http://evil.example/x.png)', /Not one colour/],
    ['#fff;background:red', /hex/],
    ['#fff }', /hex/],
    ['rgb(1,2,3) ', /Not one colour/],
    [' rgb(1,2,3)', /Not one colour/],
    ['rgb(1,2,3)\n', /Not one colour/],
    ['color(srgb 0.1 0.2 0.3)}body{display:none}', /Not one colour/],
    ['hsl(1, 2%, 3%) !important', /Not one colour/],
    ['rgb(calc(1) 2 3)', /Not one colour/],
    // named colours and keywords
    ['red', /Colour names such as "red"/],
    ['transparent', /Colour names/],
    ['currentColor', /Colour names/],
    ['rebeccapurple', /Colour names/],
    // other functions
    ['var(--evil)', /var\(\) is not accepted/],
    ['url(http://evil.example/x.png)', /url\(\) is not accepted/],
    ['expression(alert(1))', /Not one colour/],
    ['lab(50% 40 59)', /lab\(\) is not accepted/],
    ['oklch(0.7 0.1 200)', /oklch\(\) is not accepted/],
    ['hwb(10 20% 30%)', /hwb\(\) is not accepted/],
    ['color-mix(in srgb, red, blue)', /color-mix\(\) is not accepted/],
    // malformed hex
    ['#ff', /hex/],
    ['#fffff', /hex/],
    ['#ggg', /hex/],
    // malformed rgb
    ['rgb(1,2)', /rgb\(\) takes/],
    ['rgb(1,2,3,4,5)', /rgb\(\) takes/],
    ['rgb(10%, 20, 30)', /rgb\(\) takes/],
    ['rgb(1, 2 3)', /rgb\(\) takes/],
    ['rgb(1,,2,3)', /rgb\(\) takes/],
    ['rgb(1, 2, 3 / 0.5)', /rgb\(\) takes/],
    ['rgb(1 2 3 / 0.5 / 1)', /rgb\(\) takes/],
    ['rgb(1 2 3 /)', /rgb\(\) takes/],
    ['rgb(1 2)', /rgb\(\) takes/],
    ['rgb(1 2 3 4)', /rgb\(\) takes/],
    ['rgb(none, 2, 3)', /rgb\(\) takes/],
    ['rgb(10deg 2 3)', /rgb\(\) takes/],
    ['rgb(1px 2 3)', /rgb\(\) takes/],
    ['rgb(1. 2 3)', /rgb\(\) takes/],
    ['rgb()', /rgb\(\) takes/],
    // malformed hsl
    ['hsl(10, 20, 30)', /hsl\(\) takes/],
    ['hsl(10%, 20%, 30%)', /hsl\(\) takes/],
    ['hsl(10px 20% 30%)', /hsl\(\) takes/],
    ['hsl(10 20% 30% / 1deg)', /hsl\(\) takes/],
    // malformed color()
    ['color(xyz 0.1 0.2 0.3)', /color\(\) takes one of the spaces/],
    ['color(oklab 0.1 0.2 0.3)', /color\(\) takes one of the spaces/],
    ['color(srgb 0.1 0.2)', /color\(\) needs three/],
    ['color(srgb, 0.1, 0.2, 0.3)', /color\(\) needs three/],
    ['color(srgb 0.1 0.2 0.3 0.4)', /color\(\) needs three/],
    ['color(srgb 1deg 0.2 0.3)', /color\(\) channels/],
    ['color(srgb0.1 0.2 0.3)', /spaces/],
    // markup
    ['<script>alert(1)</script>', /Not one colour/],
    ['', /Enter a colour/],
  ])('refuses %j', (value, reason) => {
    const result = parseCssColor(value);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.reason).toMatch(reason);
    expect(isCompleteColor(value)).toBe(false);
    expect(isSupportedColor(value)).toBe(false);
  });

  it('refuses values that are not strings or are too long', () => {
    expect(isCompleteColor(undefined)).toBe(false);
    expect(isCompleteColor(null)).toBe(false);
    expect(isCompleteColor(0x0a63c9)).toBe(false);
    expect(isCompleteColor({ toString: () => '#fff' })).toBe(false);
    expect(parseCssColor(`rgb(${'0'.repeat(MAX_COLOR_LENGTH)},0,0)`)).toEqual({
      ok: false,
      reason: `A colour is at most ${MAX_COLOR_LENGTH} characters`,
    });
  });
});

describe('stored palettes', () => {
  it('read with the full parser, hand the theme the normalised colour', () => {
    expect(
      parseStoredPaletteColors(
        JSON.stringify({ primary: { main: 'hsl(210deg 50% 40% / 50%)' } }),
        parseSupportedColor,
      ),
    ).toEqual({
      ok: true,
      colors: { primary: { main: 'hsla(210, 50%, 40%, 0.5)' } },
    });
  });

  it('are refused as a whole when one colour is not supported', () => {
    expect(
      parseStoredPaletteColors(
        JSON.stringify({ primary: { main: '#fff' }, secondary: { main: 'red' } }),
        parseSupportedColor,
      ),
    ).toEqual({ ok: false, reason: '"secondary.main" is not a supported colour' });
  });
});

describe('the stored form that start-up checks (src/docsTheme/storedColor.ts)', () => {
  // Every colour the full parser accepts comes out in the stored form, so a stored value written by the
  // settings drawer always passes start-up, whatever syntax the reader typed.
  it.each([
    '#FFFA',
    'rgb(10 20 30)',
    'rgb(10%, 20%, 30%)',
    'rgba(1, 2, 3, 50%)',
    'rgb(none 255 1.23456 / 0.3)',
    'hsl(0.5turn 40 60)',
    'hsla(-30, 10%, 20%, .25)',
    'hsl(100grad, 5%, 95%)',
    'color(display-p3 0.1 -0.2 120% / 40%)',
    'color(SRGB 1 2 3)',
  ])('%s', (typed) => {
    const parsed = parseCssColor(typed);
    if (!parsed.ok) throw new Error(parsed.reason);
    expect([typed, isStoredColorForm(parsed.color)]).toEqual([typed, true]);
    // And the stored form is a fixed point: parsing it again gives it back.
    expect(parseCssColor(parsed.color)).toEqual(parsed);
  });

  it.each([
    'rgb(10 20 30)',
    'rgb(10,20,30)',
    '#FFF',
    'hsl(10deg, 50%, 40%)',
    'red',
    'rgb(0, 0, 0)}body{display:none}',
    'color(xyz 1 2 3)',
    'rgb(1e3, 0, 0)',
    `#${'a'.repeat(200)}`,
    ' #fff',
  ])('refuses %s, which the drawer would have rewritten or refused', (value) => {
    expect(isStoredColorForm(value)).toBe(false);
  });
});
