/**
 * Reading a demo reference from the URL hash: `#Name`, `#Name.js`, `#Name.tsx`, optionally prefixed with a
 * styling slug (`#tailwind-Name.js`). Anything else is not a demo reference.
 */
import type { CodeVariant } from '@site/src/settings/DocsProvider';
import type { StylingKey } from './types';

export interface DemoHashTarget {
  name: string;
  variant: CodeVariant | null;
  styling: StylingKey | null;
}

const DEMO_HASH = /^#(?:(system|tailwind|css)-)?([A-Z][A-Za-z0-9]*)(?:\.(js|tsx))?$/;

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
    variant: match[3] === 'js' ? 'JS' : match[3] === 'tsx' ? 'TS' : null,
    styling: (match[1] as StylingKey | undefined) ?? null,
  };
}

/** The hash of a link to one variant of a demo's source (`#Name.js`, `#tailwind-Name.tsx`). */
export function demoSourceHash(name: string, variant: CodeVariant, styling: StylingKey = 'system'): string {
  const prefix = styling === 'system' ? '' : `${styling}-`;
  return `#${prefix}${name}.${variant === 'JS' ? 'js' : 'tsx'}`;
}
