/**
 * The form a custom palette colour is stored in: exactly what `parseCssColor` (./cssColor.ts) writes when it
 * accepts a colour (`#0a63c9`, `rgb(r, g, b)`, `rgba(r, g, b, a)`, `hsl(h, s%, l%)`, `hsla(h, s%, l%, a)`,
 * `color(space r g b /a)`, numbers as plain decimals with at most 4 fraction digits). Every page reads the
 * stored palette before it paints, so start-up checks that small grammar here, and the full parser, which
 * reads every CSS syntax a reader may type, loads with the settings drawer (maintainers/hostile-input.md).
 * Like the full parser, it accepts one colour and nothing before or after it: only digits, `.`, `-`, `,`,
 * `%`, `/`, spaces and a known function name can reach a style sheet.
 */

export const COLOR_SPACES = ['srgb', 'display-p3', 'a98-rgb', 'prophoto-rgb', 'rec-2020'] as const;

/** Longer than any colour written by hand; longer strings are refused before any parsing. */
export const MAX_COLOR_LENGTH = 100;

const N = String.raw`-?\d+(?:\.\d{1,4})?`;
const STORED_FORM = new RegExp(
  [
    '#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})',
    `rgb\\(${N}, ${N}, ${N}\\)`,
    `rgba\\(${N}, ${N}, ${N}, ${N}\\)`,
    `hsl\\(${N}, ${N}%, ${N}%\\)`,
    `hsla\\(${N}, ${N}%, ${N}%, ${N}\\)`,
    `color\\((?:${COLOR_SPACES.join('|')}) ${N} ${N} ${N}(?: /${N})?\\)`,
  ]
    .map((form) => `(?:${form})`)
    .join('|')
    .replace(/^/, '^(?:')
    .concat(')$'),
);

/** True when `value` is one colour in the stored form (see above). */
export function isStoredColorForm(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_COLOR_LENGTH && STORED_FORM.test(value);
}
