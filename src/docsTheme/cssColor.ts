/**
 * Whole-value validation of a colour string before it can reach CSS. MUI's own parser only looks at the
 * start of a string (`rgb(` … up to the last character), so `rgb(0,0,0)}body{display:none}x{y:(z)` would
 * pass it and then end up inside a style sheet. This grammar accepts exactly one colour in a form MUI
 * can also read, with nothing before or after it:
 *
 * - `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`;
 * - `rgb()` / `rgba()`: three channel numbers and an optional alpha, comma-separated;
 * - `hsl()` / `hsla()`: hue (optionally `deg`), saturation and lightness as percentages, optional alpha;
 * - `color(<space> r g b)` or `color(<space> r g b /a)` in the spaces MUI supports.
 *
 * Channels and alpha are plain numbers because that is what MUI's parser reads (it clamps alpha later).
 * The total length is bounded so no stored value can grow a style sheet.
 */

export const COLOR_SPACES = ['srgb', 'display-p3', 'a98-rgb', 'prophoto-rgb', 'rec-2020'] as const;

/** Longer than any colour written by hand; longer strings are refused before any pattern runs. */
export const MAX_COLOR_LENGTH = 64;

const NUMBER = String.raw`[+-]?(?:\d+(?:\.\d+)?|\.\d+)`;
const PERCENT = `${NUMBER}%`;
const S = String.raw`[ \t]*`;

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = new RegExp(
  `^rgba?\\(${S}${NUMBER}${S},${S}${NUMBER}${S},${S}${NUMBER}(?:${S},${S}${NUMBER})?${S}\\)$`,
);
const HSL = new RegExp(
  `^hsla?\\(${S}${NUMBER}(?:deg)?${S},${S}${PERCENT}${S},${S}${PERCENT}(?:${S},${S}${NUMBER})?${S}\\)$`,
);
// MUI splits color() on single spaces and reads the alpha as `/a`: that exact shape is what it parses.
const COLOR_FUNCTION = new RegExp(
  `^color\\((${COLOR_SPACES.join('|')}) ${NUMBER} ${NUMBER} ${NUMBER}(?: /${NUMBER})?\\)$`,
);

/** True when `value` is one complete colour in a supported form, and nothing else. */
export function isCompleteColor(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_COLOR_LENGTH) return false;
  return HEX.test(value) || RGB.test(value) || HSL.test(value) || COLOR_FUNCTION.test(value);
}
