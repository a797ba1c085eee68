/**
 * The vocabulary of the two code preferences, owned here and nowhere else: the JS/TS code variant and the
 * styling approach of demos (MUI System, Tailwind, CSS). Types, defaults, cookie names and the maps
 * between the values, the URL-hash slugs, the demo file names and the labels readers see. Imports nothing,
 * so build-time code (plugins/demos, plugins/code-variant) can use it too. maintainers/behaviour.md.
 */

export const CODE_VARIANTS = ['JS', 'TS'] as const;
export type CodeVariant = (typeof CODE_VARIANTS)[number];
export const DEFAULT_CODE_VARIANT: CodeVariant = 'TS';

export const CODE_STYLINGS = ['MUI System', 'Tailwind', 'CSS'] as const;
export type CodeStyling = (typeof CODE_STYLINGS)[number];
export const DEFAULT_CODE_STYLING: CodeStyling = 'MUI System';

/**
 * The styling slug: a demo folder's file stem (`system.tsx`), the prefix of a demo hash (`#tailwind-Name`)
 * and the key of a demo's variants. In the order the toolbar lists them.
 */
export const STYLING_KEYS = ['system', 'tailwind', 'css'] as const;
export type StylingKey = (typeof STYLING_KEYS)[number];
export const DEFAULT_STYLING_KEY: StylingKey = 'system';

export const STYLING_KEY_OF: Record<CodeStyling, StylingKey> = {
  'MUI System': 'system',
  Tailwind: 'tailwind',
  CSS: 'css',
};

export const STYLING_OF_KEY: Record<StylingKey, CodeStyling> = {
  system: 'MUI System',
  tailwind: 'Tailwind',
  css: 'CSS',
};

/** What the demo toolbar's styling selector shows. */
export const STYLING_LABELS: Record<StylingKey, string> = {
  system: 'MUI System',
  tailwind: 'Tailwind CSS',
  css: 'Plain CSS',
};

/** The extension that selects a variant in a demo hash (`#Name.js`, `#Name.tsx`). */
export const HASH_EXTENSION_OF: Record<CodeVariant, string> = { JS: 'js', TS: 'tsx' };

export const CODE_VARIANT_COOKIE = 'codeVariant';
export const CODE_STYLING_COOKIE = 'codeStyling';

/** The attribute on <html> that CSS uses to show the chosen half of JS/TS pairs before React runs. */
export const CODE_VARIANT_ATTRIBUTE = 'data-code-variant';

export function parseCodeVariant(value: unknown): CodeVariant | null {
  return (CODE_VARIANTS as readonly unknown[]).includes(value) ? (value as CodeVariant) : null;
}

export function parseCodeStyling(value: unknown): CodeStyling | null {
  return (CODE_STYLINGS as readonly unknown[]).includes(value) ? (value as CodeStyling) : null;
}

export function isStylingKey(value: unknown): value is StylingKey {
  return (STYLING_KEYS as readonly unknown[]).includes(value);
}
