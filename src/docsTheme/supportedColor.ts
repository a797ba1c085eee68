import { parseCssColor } from './cssColor';
import { muiReads, type ColorCheck } from './paletteColors';

/**
 * Parses one complete colour typed by a reader (hex, rgb[a], hsl[a], color() in the allowed spaces, any CSS
 * syntax of them, nothing after it) into the stored form, and checks that MUI reads it. Loaded with the
 * settings drawer, and at start-up only when a stored value is not in the stored form yet.
 */
export const parseSupportedColor: ColorCheck = (value) => {
  const parsed = parseCssColor(value);
  if (!parsed.ok) return parsed;
  return muiReads(parsed.color) ? parsed : { ok: false, reason: 'MUI cannot read this colour' };
};

/** True when the string is one complete colour in a supported notation (see `parseSupportedColor`). */
export function isSupportedColor(value: unknown): value is string {
  return parseSupportedColor(value).ok;
}
