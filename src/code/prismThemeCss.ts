/**
 * Turns a prism-react-renderer theme into CSS custom properties, one per token type, so a code block can
 * carry both the light and the dark palette and switch with `[data-theme]` before React even runs:
 * no flicker and nothing that differs between the server and the first client render.
 */
import type { PrismTheme } from 'prism-react-renderer';
import { darken, getContrastRatio, lighten } from '@mui/material/styles';

/** Token types coloured by the site, each mapped to the variable `--code-token-<type>`. */
export function tokenVariableName(type: string): string {
  return `--code-token-${type.replace(/[^a-z0-9-]/gi, '-')}`;
}

export interface TokenStyleVariables {
  /** `--code-plain-color` and one `--code-token-<type>` (plus `-style` for italics) per type. */
  variables: Record<string, string>;
  /** Every token type the theme styles, in the theme's order (later entries win, as in Prism). */
  types: string[];
}

/** WCAG AA for normal text; code is small, so every token colour must reach it. */
export const MIN_TOKEN_CONTRAST = 4.5;

/**
 * The colour itself when it reads well enough on every one of `backgrounds`; otherwise the same hue
 * darkened (on light backgrounds) or lightened (on dark ones) in small steps until it does. Prism's stock
 * themes have several token colours under 4.5:1 (strings, comments, numbers…).
 */
export function readableColor(
  color: string,
  backgrounds: readonly string[],
  minRatio = MIN_TOKEN_CONTRAST,
): string {
  const lightBackground = getContrastRatio(backgrounds[0], '#000') > getContrastRatio(backgrounds[0], '#fff');
  const reads = (candidate: string) =>
    backgrounds.every((background) => getContrastRatio(candidate, background) >= minRatio);
  if (reads(color)) return color;
  for (let step = 1; step <= 20; step += 1) {
    const candidate = lightBackground ? darken(color, step * 0.05) : lighten(color, step * 0.05);
    if (reads(candidate)) return candidate;
  }
  return lightBackground ? '#000' : '#fff';
}

/**
 * The custom properties for one theme. With `backgrounds` (the block background and any background a
 * line may get, such as a highlighted line), every colour is made readable on them.
 */
export function themeToVariables(theme: PrismTheme, backgrounds?: readonly string[]): TokenStyleVariables {
  const readable = (color: unknown) =>
    backgrounds && backgrounds.length > 0 ? readableColor(String(color), backgrounds) : String(color);
  const variables: Record<string, string> = {};
  const types: string[] = [];
  if (theme.plain.color) variables['--code-plain-color'] = readable(theme.plain.color);
  for (const entry of theme.styles) {
    for (const type of entry.types) {
      if (!types.includes(type)) types.push(type);
      if (entry.style.color) variables[tokenVariableName(type)] = readable(entry.style.color);
      if (entry.style.fontStyle)
        variables[`${tokenVariableName(type)}-style`] = String(entry.style.fontStyle);
    }
  }
  return { variables, types };
}

/**
 * Variables for the token types another theme colours but this one does not, set to `initial` so that
 * in this theme they fall back to the plain colour instead of keeping the other theme's colour (the light
 * theme's variables sit on the same element, under the dark ones).
 */
export function unsetVariables(types: readonly string[], own: TokenStyleVariables): Record<string, string> {
  const unset: Record<string, string> = {};
  for (const type of types) {
    if (!own.types.includes(type)) unset[tokenVariableName(type)] = 'initial';
  }
  return unset;
}

/**
 * The rules that colour tokens from the variables: `.token.keyword { color: var(--code-token-keyword) }`.
 * Types missing from one theme fall back to the plain colour through the `var()` fallback.
 */
export function tokenRules(types: readonly string[]): Record<string, { color: string; fontStyle: string }> {
  const rules: Record<string, { color: string; fontStyle: string }> = {};
  for (const type of types) {
    const name = tokenVariableName(type);
    rules[`& .token.${safeClass(type)}`] = {
      color: `var(${name}, inherit)`,
      fontStyle: `var(${name}-style, normal)`,
    };
  }
  return rules;
}

function safeClass(type: string): string {
  return type.replace(/[^a-z0-9_-]/gi, '\\$&');
}
