import { parseStoredPaletteColors } from '@site/src/docsTheme/paletteColors';
import { isSupportedColor } from '@site/src/docsTheme/supportedColor';
import { normaliseStoredPalette, resolvePaletteColors } from '@site/src/settings/ThemeSettingsProvider';

describe('parseStoredPaletteColors', () => {
  it('treats a missing value as "no custom colours"', () => {
    expect(parseStoredPaletteColors(null)).toEqual({ ok: true, colors: undefined });
    expect(parseStoredPaletteColors('')).toEqual({ ok: true, colors: undefined });
  });

  it('accepts known keys with supported colours', () => {
    expect(
      parseStoredPaletteColors('{"primary":{"main":"#112233"},"secondary":{"main":"hsl(10, 50%, 40%)"}}'),
    ).toEqual({
      ok: true,
      colors: { primary: { main: '#112233' }, secondary: { main: 'hsl(10, 50%, 40%)' } },
    });
  });

  it.each([
    ['not JSON', '{primary'],
    ['an array', '[1,2]'],
    ['a string', '"#fff"'],
    ['an unknown key', '{"error":{"main":"#fff"}}'],
    ['a colour without main', '{"primary":{}}'],
    ['a numeric main', '{"primary":{"main":5}}'],
    ['a named colour', '{"primary":{"main":"red"}}'],
    ['a script', '{"primary":{"main":"<script>alert(1)</script>"}}'],
    ['a huge string', JSON.stringify({ primary: { main: `#${'a'.repeat(5000)}` } })],
  ])('rejects %s', (_label, raw) => {
    expect(parseStoredPaletteColors(raw).ok).toBe(false);
  });

  it('knows the supported colour formats', () => {
    expect(isSupportedColor('#fff')).toBe(true);
    expect(isSupportedColor('color(rec-2020 0.1 0.2 0.3)')).toBe(true);
    expect(isSupportedColor('color(xyz 0.1 0.2 0.3)')).toBe(false);
    expect(isSupportedColor(undefined)).toBe(false);
  });
});

describe('resolvePaletteColors (start-up) and normaliseStoredPalette (after it, with the full parser)', () => {
  it('gives the default palette for a bad stored value, and one console warning once the full parser agrees', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolvePaletteColors('{"primary":{"main":"banana"}}')).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
    await expect(normaliseStoredPalette('{"primary":{"main":"banana"}}')).resolves.toBeNull();
    await expect(normaliseStoredPalette('{"primary":{"main":"banana"}}')).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/default palette/);
    warn.mockRestore();
  });

  it('returns colours in the stored form untouched', () => {
    expect(resolvePaletteColors('{"primary":{"main":"#00ff00"}}')).toEqual({ primary: { main: '#00ff00' } });
  });

  it('turns a colour an earlier version stored in another syntax into the stored form, without a warning', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const legacy = '{"primary":{"main":"rgb(15 123 75)"},"secondary":{"main":"#ABC"}}';
    expect(resolvePaletteColors(legacy)).toBeUndefined();
    await expect(normaliseStoredPalette(legacy)).resolves.toEqual({
      primary: { main: 'rgb(15, 123, 75)' },
      secondary: { main: '#abc' },
    });
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
