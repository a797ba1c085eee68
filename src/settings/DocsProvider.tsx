import * as React from 'react';
import {
  CODE_STYLING_COOKIE,
  CODE_VARIANT_ATTRIBUTE,
  CODE_VARIANT_COOKIE,
  codeStylingFromHash,
  codeVariantFromHash,
  readStoredCodeSettings,
  writeCookie,
} from '@site/src/codeVariant';
import { docsError, docsErrorMessage, DocsErrorCode } from '../errors';
import { ENABLED_LANGUAGES } from '../i18n/languages';

export type CodeVariant = 'JS' | 'TS';
export type CodeStyling = 'MUI System' | 'Tailwind' | 'CSS';

export const CODE_VARIANTS: readonly CodeVariant[] = ['JS', 'TS'];
export const CODE_STYLINGS: readonly CodeStyling[] = ['MUI System', 'Tailwind', 'CSS'];

export interface LicenseInfo {
  /** The MUI X license key applied to paid demos; empty shows the "missing license" watermark. */
  key: string;
}

/** Spec §3 "Docs interface settings". */
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
  codeVariant: 'TS',
  codeStyling: 'MUI System',
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

  React.useEffect(() => {
    const stored = readStoredCodeSettings();
    setCodeVariantState(stored.codeVariant);
    setCodeStylingState(stored.codeStyling);
    // A link such as `#BasicGrid.js` followed on the same page switches the variant too.
    const onHashChange = () => {
      const variant = codeVariantFromHash(window.location.hash);
      const styling = codeStylingFromHash(window.location.hash);
      if (variant) setCodeVariantState(variant);
      if (styling) setCodeStylingState(styling);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  // CSS shows the chosen half of JS/TS code pairs from this attribute (the code-variant plugin's inline
  // script sets it before first paint; this keeps it in step with later changes).
  React.useEffect(() => {
    document.documentElement.setAttribute(CODE_VARIANT_ATTRIBUTE, codeVariant);
  }, [codeVariant]);

  const setCodeVariant = React.useCallback((variant: CodeVariant) => {
    setCodeVariantState(variant);
    writeCookie(CODE_VARIANT_COOKIE, variant);
  }, []);
  const setCodeStyling = React.useCallback((styling: CodeStyling) => {
    setCodeStylingState(styling);
    writeCookie(CODE_STYLING_COOKIE, styling);
  }, []);

  const value = React.useMemo<DocsContextValue>(
    () => ({
      codeVariant,
      codeStyling,
      languages: initial.languages,
      licenseInfo: initial.licenseInfo,
      setCodeVariant,
      setCodeStyling,
    }),
    // languages and licenseInfo are fixed for the life of the site
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [codeVariant, codeStyling],
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
