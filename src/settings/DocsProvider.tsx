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
import { createCodeSettingsStore, type CodeSettingsStore } from './codeSettingsStore';

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

/** What the provider shares through context: values fixed for the life of the site, and stable functions. */
interface DocsContextShared {
  languages: readonly string[];
  licenseInfo: LicenseInfo;
  store: CodeSettingsStore;
  setCodeVariant: (variant: CodeVariant) => void;
  setCodeStyling: (styling: CodeStyling) => void;
}

const DocsContext = React.createContext<DocsContextShared | null>(null);

export interface DocsProviderProps {
  children: React.ReactNode;
  config?: Partial<DocsConfig>;
}

/**
 * Holds the docs interface settings. The code variant and styling live in a store
 * (src/settings/codeSettingsStore.ts): they start at their defaults, so every component hydrates to the
 * server HTML, and right after hydration they take the URL hash or the cookie (src/codeVariant). A change
 * is written to its cookie and reaches every demo and code pair at once. The context value itself never
 * changes, so no update reaches a part of the page still waiting to hydrate.
 */
export function DocsProvider({ children, config }: DocsProviderProps) {
  const initial = { ...DEFAULT_DOCS_CONFIG, ...config };
  // Languages, the license and the store are fixed for the life of the site: the first values are kept.
  const [fixed] = React.useState(() => ({
    languages: initial.languages,
    licenseInfo: initial.licenseInfo,
    store: createCodeSettingsStore({ codeVariant: initial.codeVariant, codeStyling: initial.codeStyling }),
  }));
  const { store } = fixed;
  const hash = useLocationHash();

  const setCodeVariant = React.useCallback(
    (variant: CodeVariant) => {
      store.update({ codeVariant: variant });
      writeCookie(CODE_VARIANT_COOKIE, variant);
    },
    [store],
  );
  const setCodeStyling = React.useCallback(
    (styling: CodeStyling) => {
      store.update({ codeStyling: styling });
      writeCookie(CODE_STYLING_COOKIE, styling);
    },
    [store],
  );

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
    else if (first) store.update({ codeVariant: stored.codeVariant });
    if (stored.fromHash.codeStyling) setCodeStyling(stored.codeStyling);
    else if (first) store.update({ codeStyling: stored.codeStyling });
  }, [hash, store, setCodeVariant, setCodeStyling]);

  // CSS shows the chosen half of JS/TS code pairs from this attribute (the code-variant plugin's inline
  // script sets it before first paint; this keeps it in step with later changes).
  React.useEffect(() => {
    const apply = () =>
      document.documentElement.setAttribute(CODE_VARIANT_ATTRIBUTE, store.getSnapshot().codeVariant);
    apply();
    return store.subscribe(apply);
  }, [store]);

  const value = React.useMemo<DocsContextShared>(
    () => ({ ...fixed, setCodeVariant, setCodeStyling }),
    [fixed, setCodeVariant, setCodeStyling],
  );
  return <DocsContext.Provider value={value}>{children}</DocsContext.Provider>;
}

/** The development text of error #1 (static/error-codes.json). */
export const MISSING_DOCS_PROVIDER_MESSAGE = docsErrorMessage(DocsErrorCode.MissingDocsProvider);

/**
 * Reads the docs interface settings. Throws a clear internal error when the provider is missing. While a
 * component hydrates it reads the server's code settings, then the reader's.
 */
export function useDocsConfig(): DocsContextValue {
  const shared = React.useContext(DocsContext);
  if (shared === null) {
    throw docsError(DocsErrorCode.MissingDocsProvider);
  }
  const { store, languages, licenseInfo, setCodeVariant, setCodeStyling } = shared;
  const { codeVariant, codeStyling } = React.useSyncExternalStore(
    store.subscribe,
    store.getSnapshot,
    store.getServerSnapshot,
  );
  return React.useMemo(
    () => ({ codeVariant, codeStyling, languages, licenseInfo, setCodeVariant, setCodeStyling }),
    [codeVariant, codeStyling, languages, licenseInfo, setCodeVariant, setCodeStyling],
  );
}
