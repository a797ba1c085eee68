import { createDocsTheme } from '@site/src/docsTheme/createDocsTheme';
import { BREAKPOINTS, TRANSITION_DURATIONS, Z_INDEX } from '@site/src/docsTheme/themeConstants';
import { alpha, darken, lighten } from '@mui/material/styles';
import capitalize from '@mui/utils/capitalize';

describe('createDocsTheme: theme constants', () => {
  const theme = createDocsTheme();

  it('uses an 8 px spacing unit', () => {
    // A CSS-variables theme resolves spacing through --mui-spacing, whose value is the unit.
    expect(theme.spacing(1)).toBe('var(--mui-spacing, 8px)');
    expect(theme.spacing(3)).toBe('calc(3 * var(--mui-spacing, 8px))');
  });

  it('has a docs border radius of 12 and the MUI default radius of 4 elsewhere', () => {
    expect(theme.docs.borderRadius).toBe(12);
    expect(theme.shape.borderRadius).toBe(4);
  });

  it('has the xs/sm/md/lg/xl breakpoints and a step of 5 for down() arithmetic', () => {
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
    expect(BREAKPOINTS.md).toBe(900);
    expect(theme.breakpoints.up('sm')).toBe('@media (min-width:600px)');
    // down('md') ends at 900 - 5/100 px
    expect(theme.breakpoints.down('md')).toBe('@media (max-width:899.95px)');
  });

  it('has a 14 px font size over a 16 px html font size', () => {
    expect(theme.typography.fontSize).toBe(14);
    expect(theme.typography.htmlFontSize).toBe(16);
    expect(theme.typography.pxToRem(14)).toBe('0.875rem');
  });

  it('uses contrast threshold 3 and tonal offset 0.2 in both colour schemes', () => {
    for (const scheme of ['light', 'dark'] as const) {
      const palette = theme.colorSchemes[scheme]!.palette;
      expect(palette.contrastThreshold).toBe(3);
      expect(palette.tonalOffset).toBe(0.2);
    }
    const primary = theme.colorSchemes.light!.palette.primary;
    expect(primary.light).toBe(lighten(primary.main, 0.2));
    expect(primary.dark).toBe(darken(primary.main, 0.3));
  });

  it('has 25 shadow levels (elevation 0 to 24) and paper elevation 1 by default', () => {
    expect(theme.shadows).toHaveLength(25);
    expect(theme.shadows[0]).toBe('none');
    expect(theme.components?.MuiPaper?.defaultProps?.elevation).toBe(1);
  });

  it('has toolbar heights 56, 48 in landscape and 64 from sm up', () => {
    const toolbar = theme.mixins.toolbar as Record<string, unknown>;
    expect(toolbar.minHeight).toBe(56);
    expect(toolbar['@media (min-width:0px)']).toEqual({
      '@media (orientation: landscape)': { minHeight: 48 },
    });
    expect(toolbar['@media (min-width:600px)']).toEqual({ minHeight: 64 });
  });

  it('has the z-index table', () => {
    expect(theme.zIndex).toMatchObject({
      mobileStepper: 1000,
      fab: 1050,
      speedDial: 1050,
      appBar: 1100,
      drawer: 1200,
      modal: 1300,
      snackbar: 1400,
      tooltip: 1500,
    });
    expect(Z_INDEX.tooltip).toBe(1500);
  });

  it('has the transition durations', () => {
    expect(theme.transitions.duration).toMatchObject({
      shortest: 150,
      shorter: 200,
      short: 250,
      standard: 300,
      complex: 375,
      enteringScreen: 225,
      leavingScreen: 195,
    });
    expect(TRANSITION_DURATIONS.complex).toBe(375);
  });

  it('defaults to dense off, ltr, spacing 8 and switches them on request', () => {
    expect(theme.direction).toBe('ltr');
    expect(theme.components?.MuiButton?.defaultProps?.size).toBeUndefined();
    const dense = createDocsTheme({ dense: true, direction: 'rtl', spacing: 4 });
    expect(dense.direction).toBe('rtl');
    expect(dense.spacing(2)).toBe('calc(2 * var(--mui-spacing, 4px))');
    expect(dense.components?.MuiButton?.defaultProps?.size).toBe('small');
    expect(dense.components?.MuiList?.defaultProps?.dense).toBe(true);
  });

  it('emits the dark scheme under [data-theme="dark"], the attribute set before first paint', () => {
    expect(theme.colorSchemeSelector).toBe('data-theme');
    const css = theme.generateStyleSheets?.() ?? [];
    const selectors = css.flatMap((sheet: object) => Object.keys(sheet));
    expect(selectors.some((selector: string) => selector.includes('[data-theme="dark"]'))).toBe(true);
  });

  it('applies custom palette colours', () => {
    const custom = createDocsTheme({ paletteColors: { primary: { main: '#ff5500' } } });
    expect(custom.colorSchemes.light!.palette.primary.main).toBe('#ff5500');
    expect(custom.colorSchemes.dark!.palette.primary.main).toBe('#ff5500');
  });
});

describe('createDocsTheme: colour validation rules', () => {
  it('throws when a colour object has no string main', () => {
    expect(() => createDocsTheme({ paletteColors: { primary: {} as { main: string } } })).toThrow(/main/);
    expect(() => createDocsTheme({ paletteColors: { primary: { main: 42 as unknown as string } } })).toThrow(
      /should be a string/,
    );
  });

  it.each([
    '#abc',
    '#aabbcc',
    'rgb(1, 2, 3)',
    'rgba(1, 2, 3, 0.5)',
    'hsl(120, 50%, 50%)',
    'hsla(120, 50%, 50%, 0.3)',
    'color(display-p3 0.1 0.2 0.3)',
  ])('accepts the colour %s', (color) => {
    expect(() => createDocsTheme({ paletteColors: { primary: { main: color } } })).not.toThrow();
  });

  it.each(['red', 'transparent', 'cmyk(0, 0, 0, 0)', 'oklch(0.5 0.1 120)', 'url(javascript:alert(1))'])(
    'rejects the colour %s',
    (color) => {
      expect(() => createDocsTheme({ paletteColors: { primary: { main: color } } })).toThrow(/Unsupported/);
    },
  );

  it.each(['srgb', 'display-p3', 'a98-rgb', 'prophoto-rgb', 'rec-2020'])(
    'accepts the color() space %s',
    (space) => {
      expect(() => alpha(`color(${space} 0.1 0.2 0.3)`, 0.5)).not.toThrow();
    },
  );

  it.each(['xyz', 'srgb-linear', 'lab'])('rejects the color() space %s', (space) => {
    expect(() => alpha(`color(${space} 0.1 0.2 0.3)`, 0.5)).toThrow(/color space/);
  });

  it('clamps alpha and opacity values to [0, 1]', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(alpha('#000000', 2)).toBe('rgba(0, 0, 0, 1)');
    expect(alpha('#000000', -1)).toBe('rgba(0, 0, 0, 0)');
    expect(alpha('rgb(10, 20, 30)', 0.25)).toBe('rgba(10, 20, 30, 0.25)');
    errors.mockRestore();
  });

  it('throws when capitalizing a non-string', () => {
    expect(capitalize('dense')).toBe('Dense');
    expect(() => capitalize(12 as unknown as string)).toThrow(/expects a string/);
  });

  it('throws when the theme is given a vars option', () => {
    expect(() => createDocsTheme({}, { vars: {} } as never)).toThrow(/vars/);
  });
});
