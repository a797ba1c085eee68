/**
 * Where the reader's code variant (JS/TS) and code styling (MUI System/Tailwind/CSS) come from: the URL
 * hash first, then the cookie, then the default. Cookies (src/storage/cookies.ts) hold the choice for a
 * year, site-wide. The values are defined in ./model, the hash grammar in ./hash. The code-variant
 * plugin's pre-paint script is generated from ./model and follows the same order; its unit test
 * (tests/unit/codeVariant/codeVariantScript.test.ts) runs it against resolveCodeVariant. README:
 * "Behaviour reference".
 */
import { readCookie } from '@site/src/storage/cookies';
import { codeStylingFromHash, codeVariantFromHash } from './hash';
import {
  CODE_STYLING_COOKIE,
  CODE_VARIANT_COOKIE,
  DEFAULT_CODE_STYLING,
  DEFAULT_CODE_VARIANT,
  parseCodeStyling,
  parseCodeVariant,
  type CodeStyling,
  type CodeVariant,
} from './model';

export * from './model';
export * from './hash';
export { useLocationHash } from './locationHash';

export interface SettingSources {
  hash: string;
  /** The raw cookie value, or null when there is none. */
  cookie: string | null;
}

export function resolveCodeVariant({ hash, cookie }: SettingSources): CodeVariant {
  return codeVariantFromHash(hash) ?? parseCodeVariant(cookie) ?? DEFAULT_CODE_VARIANT;
}

export function resolveCodeStyling({ hash, cookie }: SettingSources): CodeStyling {
  return codeStylingFromHash(hash) ?? parseCodeStyling(cookie) ?? DEFAULT_CODE_STYLING;
}

export interface StoredCodeSettings {
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
  /** Which of the two the URL hash chose (a demo reference such as `#tailwind-Name.js`). */
  fromHash: { codeVariant: boolean; codeStyling: boolean };
}

/** Both settings as the browser has them now. Browser only: it reads cookies. */
export function readStoredCodeSettings(): StoredCodeSettings {
  const hash = window.location.hash;
  return {
    codeVariant: resolveCodeVariant({ hash, cookie: readCookie(CODE_VARIANT_COOKIE) }),
    codeStyling: resolveCodeStyling({ hash, cookie: readCookie(CODE_STYLING_COOKIE) }),
    fromHash: {
      codeVariant: codeVariantFromHash(hash) !== null,
      codeStyling: codeStylingFromHash(hash) !== null,
    },
  };
}
