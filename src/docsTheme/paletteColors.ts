import { decomposeColor } from '@mui/material/styles';
import { parseCssColor, type ColorParseResult } from './cssColor';

/** The palette entries a reader may customise from the settings drawer. */
export const CUSTOMISABLE_PALETTE_KEYS = ['primary', 'secondary'] as const;
export type CustomisablePaletteKey = (typeof CUSTOMISABLE_PALETTE_KEYS)[number];
export type PaletteColors = Partial<Record<CustomisablePaletteKey, { main: string }>>;

/**
 * Parses one complete colour (hex, rgb[a], hsl[a], color() in the allowed spaces, any CSS syntax of them,
 * nothing after it) into the form MUI's parser reads, and checks that MUI reads it. MUI's parser alone only
 * checks how a string starts.
 */
export function parseSupportedColor(value: unknown): ColorParseResult {
  const parsed = parseCssColor(value);
  if (!parsed.ok) return parsed;
  try {
    decomposeColor(parsed.color);
    return parsed;
  } catch {
    return { ok: false, reason: 'MUI cannot read this colour' };
  }
}

/** True when the string is one complete colour in a supported notation (see `parseSupportedColor`). */
export function isSupportedColor(value: unknown): value is string {
  return parseSupportedColor(value).ok;
}

export type PaletteParseResult =
  { ok: true; colors: PaletteColors | undefined } | { ok: false; reason: string };

/**
 * Validates custom palette colours read from storage. The stored value is untrusted: anything that is not
 * an object of `{ main: <supported colour> }` entries under known keys is rejected as a whole.
 */
export function parseStoredPaletteColors(raw: string | null): PaletteParseResult {
  if (raw === null || raw === '') {
    return { ok: true, colors: undefined };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'not valid JSON' };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return { ok: false, reason: 'not an object' };
  }
  const colors: PaletteColors = {};
  for (const [key, entry] of Object.entries(parsed as Record<string, unknown>)) {
    if (!(CUSTOMISABLE_PALETTE_KEYS as readonly string[]).includes(key)) {
      return { ok: false, reason: `unknown palette key "${key}"` };
    }
    const main = entry !== null && typeof entry === 'object' ? (entry as { main?: unknown }).main : undefined;
    const color = parseSupportedColor(main);
    if (!color.ok) {
      return { ok: false, reason: `"${key}.main" is not a supported colour` };
    }
    // The theme gets the normalised form: every CSS syntax of a colour becomes one MUI reads.
    colors[key as CustomisablePaletteKey] = { main: color.color };
  }
  return { ok: true, colors: Object.keys(colors).length > 0 ? colors : undefined };
}
