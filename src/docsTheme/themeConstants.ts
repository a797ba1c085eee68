/**
 * The theme numbers (maintainers/behaviour.md, Colour mode and theme), in one place so the theme builder
 * and its tests read the same table.
 */
export const SPACING_UNIT = 8;
export const DOCS_BORDER_RADIUS = 12;
export const DEFAULT_BORDER_RADIUS = 4;
/** Step MUI subtracts (in px / 100) from the upper bound of `down()` and `between()` queries. */
export const BREAKPOINT_STEP = 5;

export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

export const CONTRAST_THRESHOLD = 3;
export const TONAL_OFFSET = 0.2;

export const PAPER_DEFAULT_ELEVATION = 1;
export const FONT_SIZE = 14;
export const HTML_FONT_SIZE = 16;

export const Z_INDEX = {
  mobileStepper: 1000,
  fab: 1050,
  speedDial: 1050,
  appBar: 1100,
  drawer: 1200,
  modal: 1300,
  snackbar: 1400,
  tooltip: 1500,
} as const;

export const TRANSITION_DURATIONS = {
  shortest: 150,
  shorter: 200,
  short: 250,
  standard: 300,
  complex: 375,
  enteringScreen: 225,
  leavingScreen: 195,
} as const;
