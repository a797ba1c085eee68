/**
 * Whole-value parsing of a colour string before it can reach CSS. MUI's own parser only looks at the start
 * of a string (`rgb(` … up to the last character), so `rgb(0,0,0)}body{display:none}x{y:(z)` would pass it
 * and then end up inside a style sheet. This parser accepts exactly one colour, with nothing before or after
 * it, in every CSS Color 4 syntax of the notations the settings allow:
 *
 * - `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`;
 * - `rgb()` / `rgba()`: comma-separated (all numbers or all percentages, optional alpha) or space-separated
 *   (numbers, percentages or `none`, optional `/ alpha`);
 * - `hsl()` / `hsla()`: hue as a number or an angle (`deg`, `grad`, `rad`, `turn`), saturation and lightness,
 *   comma- or space-separated, optional alpha;
 * - `color(<space> r g b)` with an optional `/ alpha`, in the spaces of `COLOR_SPACES`.
 *
 * Alpha may be a number or a percentage. Named colours and every other function are refused with a reason.
 * A valid colour comes back rewritten in the one shape MUI's parser reads (`rgba(r, g, b, a)`,
 * `hsla(h, s%, l%, a)`, `color(space r g b /a)`), so what reaches the theme is always generated here. That
 * form is what the site stores, and what start-up checks with a small grammar (./storedColor.ts).
 */

import { COLOR_SPACES, MAX_COLOR_LENGTH } from './storedColor';

export type ColorParseResult = { ok: true; color: string } | { ok: false; reason: string };

const SUPPORTED = 'use hex (#0a63c9), rgb(), hsl() or color()';

type Token =
  | { kind: 'number'; value: number }
  | { kind: 'percentage'; value: number }
  | { kind: 'angle'; degrees: number }
  | { kind: 'none' };

// A CSS <number>: optional sign, digits with an optional fraction (or a bare fraction), optional exponent.
const NUMBER = String.raw`[+-]?(?:\d*\.\d+|\d+)(?:e[+-]?\d+)?`;
const TOKEN = new RegExp(`^(${NUMBER})(%|deg|grad|rad|turn)?$`, 'i');
const DEGREES_PER_UNIT: Record<string, number> = { deg: 1, grad: 0.9, rad: 180 / Math.PI, turn: 360 };
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
// CSS whitespace: space, tab, line feed, carriage return, form feed.
const WHITESPACE = /[ \t\n\r\f]+/;
const FUNCTION = /^([a-z][a-z0-9-]*)\(([^()]*)\)$/i;

function token(text: string): Token | null {
  if (text.toLowerCase() === 'none') return { kind: 'none' };
  const match = TOKEN.exec(text);
  if (!match) return null;
  const value = Number(match[1]);
  if (!Number.isFinite(value)) return null;
  const unit = match[2]?.toLowerCase();
  if (unit === undefined) return { kind: 'number', value };
  if (unit === '%') return { kind: 'percentage', value };
  return { kind: 'angle', degrees: value * DEGREES_PER_UNIT[unit] };
}

/** The arguments of a function, split into channel tokens and an optional alpha token. */
interface Arguments {
  legacy: boolean;
  channels: Token[];
  alpha: Token | null;
}

function splitArguments(body: string): Arguments | null {
  const trimmed = body.replace(/^[ \t\n\r\f]+|[ \t\n\r\f]+$/g, '');
  if (trimmed === '') return null;
  const parseAll = (parts: string[]) => {
    const tokens = parts.map(token);
    return tokens.every((item): item is Token => item !== null) ? tokens : null;
  };
  if (trimmed.includes(',')) {
    if (trimmed.includes('/')) return null;
    const parts = trimmed.split(',').map((part) => part.trim());
    if (parts.length < 3 || parts.length > 4 || parts.some((part) => part === '' || WHITESPACE.test(part))) {
      return null;
    }
    const tokens = parseAll(parts);
    // The comma syntax predates `none`.
    if (!tokens || tokens.some((item) => item.kind === 'none')) return null;
    return { legacy: true, channels: tokens.slice(0, 3), alpha: tokens[3] ?? null };
  }
  const [main, alphaPart, extra] = trimmed.split('/');
  if (extra !== undefined) return null;
  const channels = parseAll(main.trim().split(WHITESPACE).filter(Boolean));
  if (!channels) return null;
  if (alphaPart === undefined) return { legacy: false, channels, alpha: null };
  const alphaText = alphaPart.trim();
  if (alphaText === '' || WHITESPACE.test(alphaText)) return null;
  const alpha = token(alphaText);
  return alpha ? { legacy: false, channels, alpha } : null;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
/** Short, plain decimal text (no exponent for the ranges used here). */
const format = (value: number) => String(Number(value.toFixed(4)) || 0);

/** Alpha as a number in [0, 1]; null when the token is not an alpha value. */
function alphaValue(alpha: Token | null): number | null {
  if (alpha === null || alpha.kind === 'none') return alpha === null ? 1 : 0;
  if (alpha.kind === 'number') return clamp(alpha.value, 0, 1);
  if (alpha.kind === 'percentage') return clamp(alpha.value / 100, 0, 1);
  return null;
}

function parseRgb({ legacy, channels, alpha }: Arguments): string | null {
  if (channels.length !== 3) return null;
  if (legacy && new Set(channels.map((channel) => channel.kind)).size !== 1) return null;
  const values: number[] = [];
  for (const channel of channels) {
    if (channel.kind === 'number') values.push(clamp(channel.value, 0, 255));
    else if (channel.kind === 'percentage') values.push(clamp(channel.value * 2.55, 0, 255));
    else if (channel.kind === 'none') values.push(0);
    else return null;
  }
  const a = alphaValue(alpha);
  if (a === null) return null;
  const rgb = values.map(format).join(', ');
  return alpha === null ? `rgb(${rgb})` : `rgba(${rgb}, ${format(a)})`;
}

function parseHsl({ legacy, channels, alpha }: Arguments): string | null {
  if (channels.length !== 3) return null;
  const [hue, saturation, lightness] = channels;
  let degrees: number;
  if (hue.kind === 'number') degrees = hue.value;
  else if (hue.kind === 'angle') degrees = hue.degrees;
  else if (hue.kind === 'none') degrees = 0;
  else return null;
  const percent = (channel: Token): number | null => {
    if (channel.kind === 'percentage') return clamp(channel.value, 0, 100);
    // The space-separated syntax also takes plain numbers (meaning percentages) and `none`.
    if (!legacy && channel.kind === 'number') return clamp(channel.value, 0, 100);
    if (!legacy && channel.kind === 'none') return 0;
    return null;
  };
  const s = percent(saturation);
  const l = percent(lightness);
  const a = alphaValue(alpha);
  if (s === null || l === null || a === null) return null;
  const h = format(((degrees % 360) + 360) % 360);
  const body = `${h}, ${format(s)}%, ${format(l)}%`;
  return alpha === null ? `hsl(${body})` : `hsla(${body}, ${format(a)})`;
}

function parseColorFunction(body: string): ColorParseResult {
  const trimmed = body.replace(/^[ \t\n\r\f]+/, '');
  const space = /^[a-z0-9-]+/i.exec(trimmed)?.[0] ?? '';
  if (!(COLOR_SPACES as readonly string[]).includes(space.toLowerCase())) {
    return {
      ok: false,
      reason: `color() takes one of the spaces ${COLOR_SPACES.join(', ')}`,
    };
  }
  const rest = trimmed.slice(space.length);
  if (!/^[ \t\n\r\f]/.test(rest))
    return { ok: false, reason: 'color() needs three channels after its space' };
  const args = rest.includes(',') ? null : splitArguments(rest);
  if (!args || args.channels.length !== 3) {
    return { ok: false, reason: 'color() needs three numbers or percentages, then an optional "/ alpha"' };
  }
  const values: number[] = [];
  for (const channel of args.channels) {
    if (channel.kind === 'number') values.push(channel.value);
    else if (channel.kind === 'percentage') values.push(channel.value / 100);
    else if (channel.kind === 'none') values.push(0);
    else return { ok: false, reason: 'color() channels are numbers or percentages' };
  }
  const a = alphaValue(args.alpha);
  if (a === null) return { ok: false, reason: 'the alpha is a number or a percentage' };
  const channels = values.map((value) => format(clamp(value, -1e6, 1e6))).join(' ');
  const alpha = args.alpha === null ? '' : ` /${format(a)}`;
  return { ok: true, color: `color(${space.toLowerCase()} ${channels}${alpha})` };
}

/** Parses one complete colour; on success `color` is the same colour in the form MUI's parser reads. */
export function parseCssColor(value: unknown): ColorParseResult {
  if (typeof value !== 'string' || value.length === 0) return { ok: false, reason: 'Enter a colour' };
  if (value.length > MAX_COLOR_LENGTH) {
    return { ok: false, reason: `A colour is at most ${MAX_COLOR_LENGTH} characters` };
  }
  if (value.startsWith('#')) {
    return HEX.test(value)
      ? { ok: true, color: value.toLowerCase() }
      : { ok: false, reason: 'A hex colour is # and 3, 4, 6 or 8 hex digits' };
  }
  if (/^[a-z-]+$/i.test(value)) {
    return { ok: false, reason: `Colour names such as "${value}" are not accepted: ${SUPPORTED}` };
  }
  const match = FUNCTION.exec(value);
  if (!match) return { ok: false, reason: `Not one colour: ${SUPPORTED}` };
  const name = match[1].toLowerCase();
  const body = match[2];
  if (name === 'color') return parseColorFunction(body);
  if (name !== 'rgb' && name !== 'rgba' && name !== 'hsl' && name !== 'hsla') {
    return { ok: false, reason: `${name}() is not accepted: ${SUPPORTED}` };
  }
  const args = splitArguments(body);
  const color = args && (name.startsWith('rgb') ? parseRgb(args) : parseHsl(args));
  if (!color) {
    const shape = name.startsWith('rgb')
      ? 'three numbers (0–255) or percentages'
      : 'a hue (number or angle), a saturation and a lightness';
    return { ok: false, reason: `${name}() takes ${shape}, then an optional alpha` };
  }
  return { ok: true, color };
}

/** True when `value` is one complete colour in a supported form, and nothing else. */
export function isCompleteColor(value: unknown): value is string {
  return parseCssColor(value).ok;
}
