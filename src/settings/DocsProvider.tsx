import * as React from 'react';
import {
  CODE_STYLING_COOKIE,
  CODE_VARIANT_ATTRIBUTE,
  CODE_VARIANT_COOKIE,
  DEFAULT_CODE_STYLING,
  DEFAULT_CODE_VARIANT,
  readStoredCodeSettings,
  useLocationHash,
  type CodeStyling,
  type CodeVariant,
} from '@site/src/codeVariant';
import { writeCookie } from '@site/src/storage/cookies';
import { docsError, docsErrorMessage, DocsErrorCode } from '../errors';
import { ENABLED_LANGUAGES } from '../i18n/languages';

export interface LicenseInfo {
  /** The MUI X license key applied to paid demos; empty shows the "missing license" watermark. */
  key: string;
}

/** The docs interface settings every page can read with `useDocsConfig()`. */
export interface DocsConfig {
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
  /** Languages the reader can choose (src/i18n/languages.ts); only English is enabled. */
  languages: readonly string[];
  licenseInfo: LicenseInfo;
}

export interface DocsContextValue extends DocsConfig {
  setCodeVariant: (variant: CodeVariant) => void;
  setCodeStyling: (styling: CodeStyling) => void;
}

export const DEFAULT_DOCS_CONFIG: DocsConfig = {
  codeVariant: DEFAULT_CODE_VARIANT,
  codeStyling: DEFAULT_CODE_STYLING,
  languages: ENABLED_LANGUAGES,
  licenseInfo: { key: '' },
};

const DocsContext = React.createContext<DocsContextValue | null>(null);

export interface DocsProviderProps {
  children: React.ReactNode;
  config?: Partial<DocsConfig>;
}

/**
 * Holds the docs interface settings. The code variant and styling start at their defaults so the first
 * client render matches the server HTML; right after hydration they take the URL hash or the cookie
 * (src/codeVariant). A change is written to its cookie and reaches every demo and code pair at once.
 */
export function DocsProvider({ children, config }: DocsProviderProps) {
  const initial = { ...DEFAULT_DOCS_CONFIG, ...config };
  const [codeVariant, setCodeVariantState] = React.useState<CodeVariant>(initial.codeVariant);
  const [codeStyling, setCodeStylingState] = React.useState<CodeStyling>(initial.codeStyling);
  // Languages and the license are fixed for the life of the site: the first values are kept.
  const [fixed] = React.useState(() => ({ languages: initial.languages, licenseInfo: initial.licenseInfo }));
  const hash = useLocationHash();

  const setCodeVariant = React.useCallback((variant: CodeVariant) => {
    setCodeVariantState(variant);
    writeCookie(CODE_VARIANT_COOKIE, variant);
  }, []);
  const setCodeStyling = React.useCallback((styling: CodeStyling) => {
    setCodeStylingState(styling);
    writeCookie(CODE_STYLING_COOKIE, styling);
  }, []);

  // Right after hydration, and again on each hash change: readStoredCodeSettings (the hash, else the
  // cookie, else the default). A demo hash (`#BasicGrid.js`, `#tailwind-StatusGrid`), on arrival or
  // followed later, is a choice like any other: applied everywhere and remembered in the cookie. Any other
  // hash change leaves the current choice alone, even when a blocked cookie could not keep it.
  const arrived = React.useRef(false);
  React.useEffect(() => {
    const stored = readStoredCodeSettings();
    const first = !arrived.current;
    arrived.current = true;
    if (stored.fromHash.codeVariant) setCodeVariant(stored.codeVariant);
    else if (first) setCodeVariantState(stored.codeVariant);
    if (stored.fromHash.codeStyling) setCodeStyling(stored.codeStyling);
    else if (first) setCodeStylingState(stored.codeStyling);
  }, [hash, setCodeVariant, setCodeStyling]);

  // CSS shows the chosen half of JS/TS code pairs from this attribute (the code-variant plugin's inline
  // script sets it before first paint; this keeps it in step with later changes).
  React.useEffect(() => {
    document.documentElement.setAttribute(CODE_VARIANT_ATTRIBUTE, codeVariant);
  }, [codeVariant]);

  const value = React.useMemo<DocsContextValue>(
    () => ({ codeVariant, codeStyling, ...fixed, setCodeVariant, setCodeStyling }),
    [codeVariant, codeStyling, fixed, setCodeVariant, setCodeStyling],
  );
  return <DocsContext.Provider value={value}>{children}</DocsContext.Provider>;
}

/** The development text of error #1 (static/error-codes.json). */
export const MISSING_DOCS_PROVIDER_MESSAGE = docsErrorMessage(DocsErrorCode.MissingDocsProvider);

/** Reads the docs interface settings. Throws a clear internal error when the provider is missing. */
export function useDocsConfig(): DocsContextValue {
  const value = React.useContext(DocsContext);
  if (value === null) {
    throw docsError(DocsErrorCode.MissingDocsProvider);
  }
  return value;
}
