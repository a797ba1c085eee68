import * as React from 'react';
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

export function DocsProvider({ children, config }: DocsProviderProps) {
  const initial = { ...DEFAULT_DOCS_CONFIG, ...config };
  const [codeVariant, setCodeVariant] = React.useState<CodeVariant>(initial.codeVariant);
  const [codeStyling, setCodeStyling] = React.useState<CodeStyling>(initial.codeStyling);
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
