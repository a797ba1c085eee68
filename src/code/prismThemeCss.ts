/**
 * Turns a prism-react-renderer theme into CSS custom properties, one per token type, so a code block can
 * carry both the light and the dark palette and switch with `[data-theme]` before React even runs:
 * no flicker and nothing that differs between the server and the first client render.
 */
import type { PrismTheme } from 'prism-react-renderer';

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

/** The custom properties for one theme. */
export function themeToVariables(theme: PrismTheme): TokenStyleVariables {
  const variables: Record<string, string> = {};
  const types: string[] = [];
  if (theme.plain.color) variables['--code-plain-color'] = String(theme.plain.color);
  for (const entry of theme.styles) {
    for (const type of entry.types) {
      if (!types.includes(type)) types.push(type);
      if (entry.style.color) variables[tokenVariableName(type)] = String(entry.style.color);
      if (entry.style.fontStyle)
        variables[`${tokenVariableName(type)}-style`] = String(entry.style.fontStyle);
    }
  }
  return { variables, types };
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
