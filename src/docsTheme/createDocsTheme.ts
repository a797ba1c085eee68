import { createTheme, type Theme, type ThemeOptions, type Direction } from '@mui/material/styles';
import {
  BREAKPOINTS,
  BREAKPOINT_STEP,
  CONTRAST_THRESHOLD,
  DEFAULT_BORDER_RADIUS,
  DOCS_BORDER_RADIUS,
  FONT_SIZE,
  HTML_FONT_SIZE,
  PAPER_DEFAULT_ELEVATION,
  SPACING_UNIT,
  TONAL_OFFSET,
  TRANSITION_DURATIONS,
  Z_INDEX,
} from './themeConstants';
import type { PaletteColors } from './paletteColors';

declare module '@mui/material/styles' {
  // The site's theme always uses CSS variables: this types `theme.vars`, `theme.colorSchemes`, etc.
  interface CssThemeVariables {
    enabled: true;
  }
  interface Theme {
    docs: { borderRadius: number };
  }
  interface ThemeOptions {
    docs?: { borderRadius?: number };
  }
}

/**
 * The reader's theme settings (settings drawer). Palette mode is not here: both schemes are emitted as CSS
 * variables.
 */
export interface DocsThemeSettings {
  dense: boolean;
  direction: Direction;
  spacing: number;
  paletteColors?: PaletteColors;
}

export const DEFAULT_THEME_SETTINGS: DocsThemeSettings = {
  dense: false,
  direction: 'ltr',
  spacing: SPACING_UNIT,
  paletteColors: undefined,
};

const FONT_FAMILY = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

const CODE_FONT_FAMILY = [
  'ui-monospace',
  'SFMono-Regular',
  'Menlo',
  'Consolas',
  '"Liberation Mono"',
  'monospace',
].join(',');

/** Component defaults for the "dense" setting: smaller controls and tighter lists. */
const DENSE_COMPONENTS: ThemeOptions['components'] = {
  MuiButton: { defaultProps: { size: 'small' } },
  MuiIconButton: { defaultProps: { size: 'small' } },
  MuiTextField: { defaultProps: { size: 'small', margin: 'dense' } },
  MuiFormControl: { defaultProps: { size: 'small', margin: 'dense' } },
  MuiList: { defaultProps: { dense: true } },
  MuiMenuItem: { defaultProps: { dense: true } },
  MuiTable: { defaultProps: { size: 'small' } },
  MuiToolbar: { defaultProps: { variant: 'dense' } },
  MuiChip: { defaultProps: { size: 'small' } },
};

function schemePalette(mode: 'light' | 'dark', colors: PaletteColors | undefined) {
  const light = mode === 'light';
  return {
    palette: {
      mode,
      contrastThreshold: CONTRAST_THRESHOLD,
      tonalOffset: TONAL_OFFSET,
      primary: colors?.primary ?? { main: light ? '#0a63c9' : '#62a8ff' },
      secondary: colors?.secondary ?? { main: light ? '#8a3fc7' : '#c792f5' },
      background: light ? { default: '#ffffff', paper: '#ffffff' } : { default: '#0c1017', paper: '#121822' },
      text: light
        ? { primary: '#161b22', secondary: '#4b5563' }
        : { primary: '#e6edf3', secondary: '#a7b1bd' },
      divider: light ? '#e3e8ef' : '#27303c',
      // MUI derives this from the divider by lightening it, which makes grid lines vanish on white.
      TableCell: { border: light ? '#e3e8ef' : '#27303c' },
    },
  };
}

/**
 * Builds the site's MUI theme. It is a CSS-variables theme whose dark scheme sits under
 * `[data-theme="dark"]`, the attribute the inline colour-mode script sets before first paint, so the
 * server-rendered HTML is correct in both modes.
 *
 * MUI's `createTheme` enforces the colour rules (maintainers/behaviour.md): a colour object without a
 * string `main` throws, colour strings must be hex/rgb/rgba/hsl/hsla/color() (with the allowed color()
 * spaces), and a `vars` option throws.
 */
export function createDocsTheme(
  settings: Partial<DocsThemeSettings> = {},
  extraOptions: ThemeOptions = {},
): Theme {
  const { dense, direction, spacing, paletteColors } = { ...DEFAULT_THEME_SETTINGS, ...settings };
  return createTheme({
    ...extraOptions,
    cssVariables: { colorSchemeSelector: 'data-theme', disableCssColorScheme: false },
    colorSchemes: {
      light: schemePalette('light', paletteColors),
      dark: schemePalette('dark', paletteColors),
    },
    direction,
    spacing,
    shape: { borderRadius: DEFAULT_BORDER_RADIUS },
    docs: { borderRadius: DOCS_BORDER_RADIUS },
    breakpoints: { values: { ...BREAKPOINTS }, unit: 'px', step: BREAKPOINT_STEP },
    typography: {
      fontFamily: FONT_FAMILY,
      fontSize: FONT_SIZE,
      htmlFontSize: HTML_FONT_SIZE,
      h1: { fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2, letterSpacing: '-0.01em' },
      h2: { fontSize: '1.625rem', fontWeight: 650, lineHeight: 1.3 },
      h3: { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.4 },
      h4: { fontSize: '1.0625rem', fontWeight: 600, lineHeight: 1.4 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    zIndex: { ...Z_INDEX },
    transitions: { duration: { ...TRANSITION_DURATIONS } },
    components: {
      ...(dense ? DENSE_COMPONENTS : {}),
      MuiPaper: { defaultProps: { elevation: PAPER_DEFAULT_ELEVATION } },
      MuiCssBaseline: {
        styleOverrides: { code: { fontFamily: CODE_FONT_FAMILY } },
      },
      ...extraOptions.components,
    },
  });
}

export { CODE_FONT_FAMILY };
