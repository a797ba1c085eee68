import { decomposeColor } from '@mui/material/styles';
import { isStoredColorForm } from './storedColor';

/** The palette entries a reader may customise from the settings drawer. */
export const CUSTOMISABLE_PALETTE_KEYS = ['primary', 'secondary'] as const;
export type CustomisablePaletteKey = (typeof CUSTOMISABLE_PALETTE_KEYS)[number];
export type PaletteColors = Partial<Record<CustomisablePaletteKey, { main: string }>>;

/** A colour check: on success `color` is the colour in the stored form. */
export type ColorCheck = (value: unknown) => { ok: true; color: string } | { ok: false; reason: string };

/** True when MUI's colour parser reads the value (it only looks at how a string starts). */
export function muiReads(color: string): boolean {
  try {
    decomposeColor(color);
    return true;
  } catch {
    return false;
  }
}

/**
 * The check every page runs at start-up: one colour in the stored form (./storedColor.ts) that MUI reads.
 * A colour typed in another CSS syntax is normalised by the settings drawer before it is stored
 * (./supportedColor.ts).
 */
export const checkStoredColor: ColorCheck = (value) =>
  isStoredColorForm(value) && muiReads(value)
    ? { ok: true, color: value }
    : { ok: false, reason: 'not a colour in the stored form' };

export type PaletteParseResult =
  { ok: true; colors: PaletteColors | undefined } | { ok: false; reason: string };

/**
 * Validates custom palette colours read from storage. The stored value is untrusted: anything that is not
 * an object of `{ main: <colour> }` entries under known keys is rejected as a whole. `check` decides what a
 * colour is: the stored form at start-up (`checkStoredColor`), every CSS syntax when an older stored value is
 * normalised (`parseSupportedColor`, ./supportedColor.ts).
 */
export function parseStoredPaletteColors(
  raw: string | null,
  check: ColorCheck = checkStoredColor,
): PaletteParseResult {
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
    const color = check(main);
    if (!color.ok) {
      return { ok: false, reason: `"${key}.main" is not a supported colour` };
    }
    colors[key as CustomisablePaletteKey] = { main: color.color };
  }
  return { ok: true, colors: Object.keys(colors).length > 0 ? colors : undefined };
}
