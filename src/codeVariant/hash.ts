/**
 * The URL-hash grammar of demos: `#Name`, `#Name.js`, `#Name.tsx`, optionally prefixed with a styling slug
 * (`#tailwind-Name.js`). Demo names are PascalCase, so heading anchors such as `#css-variables` are never
 * mistaken for one. maintainers/behaviour.md.
 */
import {
  CODE_VARIANTS,
  DEFAULT_STYLING_KEY,
  HASH_EXTENSION_OF,
  STYLING_KEYS,
  STYLING_OF_KEY,
  type CodeStyling,
  type CodeVariant,
  type StylingKey,
} from './model';

export interface DemoHashTarget {
  name: string;
  variant: CodeVariant | null;
  styling: StylingKey | null;
}

const DEMO_HASH = new RegExp(
  `^#(?:(${STYLING_KEYS.join('|')})-)?([A-Z][A-Za-z0-9]*)(?:\\.(${Object.values(HASH_EXTENSION_OF).join('|')}))?$`,
);

function variantOfExtension(extension: string | undefined): CodeVariant | null {
  return CODE_VARIANTS.find((variant) => HASH_EXTENSION_OF[variant] === extension) ?? null;
}

/** The demo a hash points at, or null when it is not a demo reference. */
export function parseDemoHash(hash: string): DemoHashTarget | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(hash);
  } catch {
    return null;
  }
  const match = DEMO_HASH.exec(decoded);
  if (!match) return null;
  return {
    name: match[2],
    variant: variantOfExtension(match[3]),
    styling: (match[1] as StylingKey | undefined) ?? null,
  };
}

/** The hash of a link to one variant of a demo's source (`#Name.js`, `#tailwind-Name.tsx`). */
export function demoSourceHash(
  name: string,
  variant: CodeVariant,
  styling: StylingKey = DEFAULT_STYLING_KEY,
): string {
  const prefix = styling === DEFAULT_STYLING_KEY ? '' : `${styling}-`;
  return `#${prefix}${name}.${HASH_EXTENSION_OF[variant]}`;
}

/**
 * `….js` selects JS, `….tsx` selects TS; any other hash says nothing. Any hash with that ending counts, as
 * in the inline script of plugins/code-variant, which must give the same answer before first paint.
 */
export function codeVariantFromHash(hash: string): CodeVariant | null {
  return CODE_VARIANTS.find((variant) => hash.endsWith(`.${HASH_EXTENSION_OF[variant]}`)) ?? null;
}

/** `#tailwind-Demo`, `#css-Demo.js`, `#system-Demo.tsx`: the styling slug of a demo reference. */
export function codeStylingFromHash(hash: string): CodeStyling | null {
  const target = parseDemoHash(hash.startsWith('#') ? hash : `#${hash}`);
  return target?.styling ? STYLING_OF_KEY[target.styling] : null;
}
