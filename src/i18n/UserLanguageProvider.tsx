import * as React from 'react';
import { docsError, DocsErrorCode } from '../errors';
import { DEFAULT_LANGUAGE } from './languages';
import { createTranslate, type TranslateFunction, type Translations } from './translate';

interface UserLanguageContextValue {
  userLanguage: string;
  translations: Translations;
}

const UserLanguageContext = React.createContext<UserLanguageContextValue | null>(null);

export interface UserLanguageProviderProps {
  children: React.ReactNode;
  /** The reader's language, English by default. */
  defaultUserLanguage?: string;
  translations: Translations;
}

/** Holds the reader's language and the translation tables for `useTranslate()`. */
export function UserLanguageProvider({
  children,
  defaultUserLanguage = DEFAULT_LANGUAGE,
  translations,
}: UserLanguageProviderProps) {
  const [userLanguage, setUserLanguage] = React.useState(defaultUserLanguage);
  React.useEffect(() => setUserLanguage(defaultUserLanguage), [defaultUserLanguage]);
  const value = React.useMemo(() => ({ userLanguage, translations }), [userLanguage, translations]);
  return <UserLanguageContext.Provider value={value}>{children}</UserLanguageContext.Provider>;
}

function useUserLanguageContext(): UserLanguageContextValue {
  const value = React.useContext(UserLanguageContext);
  if (value === null) throw docsError(DocsErrorCode.MissingUserLanguageProvider);
  return value;
}

export function useUserLanguage(): string {
  return useUserLanguageContext().userLanguage;
}

/** `t('languageMenu.label')`, `t('versionsMenu.label', { version })` in the reader's language. */
export function useTranslate(): TranslateFunction {
  const { userLanguage, translations } = useUserLanguageContext();
  return React.useMemo(() => createTranslate(translations, userLanguage), [translations, userLanguage]);
}
