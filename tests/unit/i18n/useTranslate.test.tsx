import * as React from 'react';
import { render, renderHook, screen } from '@testing-library/react';
import {
  createTranslate,
  interpolate,
  lookupKey,
  UNKNOWN_LANGUAGE_TEXT,
  type TranslationReports,
  type Translations,
} from '@site/src/i18n/translate';
import { UserLanguageProvider, useTranslate, useUserLanguage } from '@site/src/i18n/UserLanguageProvider';
import { TRANSLATIONS } from '@site/src/i18n/tables';

const TABLES: Translations = {
  en: { menu: { open: 'Open', count: '{count} items' }, onlyEnglish: 'Only in English' },
  zh: { menu: { open: '打开', count: '{count} 项' } },
};

function freshReports(): TranslationReports {
  return { warned: new Set(), errored: new Set() };
}

let warn: jest.SpyInstance;
let error: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  error = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  error.mockRestore();
});

describe('createTranslate', () => {
  test('reads dotted keys in the language and fills placeholders', () => {
    const t = createTranslate(TABLES, 'zh', freshReports());
    expect(t('menu.open')).toBe('打开');
    expect(t('menu.count', { count: 3 })).toBe('3 项');
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  test('a missing key falls back to English and warns once per language and key', () => {
    const reports = freshReports();
    const t = createTranslate(TABLES, 'zh', reports);
    expect(t('onlyEnglish')).toBe('Only in English');
    expect(t('onlyEnglish')).toBe('Only in English');
    // A new translator for the same language shares what was already reported.
    expect(createTranslate(TABLES, 'zh', reports)('onlyEnglish')).toBe('Only in English');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('"onlyEnglish"');
    expect(warn.mock.calls[0][0]).toContain('"zh"');
    // Another key, or the same key in another language, is a new warning.
    t('menu.missing');
    createTranslate({ ...TABLES, pt: {} }, 'pt', reports)('onlyEnglish');
    expect(warn).toHaveBeenCalledTimes(3);
  });

  test('a key missing in English too shows the key itself', () => {
    const t = createTranslate(TABLES, 'en', freshReports());
    expect(t('nowhere.to.be.found')).toBe('nowhere.to.be.found');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  test('an unknown language logs an error once and renders an ellipsis', () => {
    const reports = freshReports();
    const t = createTranslate(TABLES, 'xx', reports);
    expect(t('menu.open')).toBe(UNKNOWN_LANGUAGE_TEXT);
    expect(t('menu.count', { count: 2 })).toBe('…');
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0][0]).toContain('"xx"');
    expect(warn).not.toHaveBeenCalled();
  });

  test('lookupKey only accepts string leaves; interpolate leaves unknown placeholders', () => {
    expect(lookupKey(TABLES.en, 'menu')).toBeUndefined();
    expect(lookupKey(TABLES.en, 'menu.open.deeper')).toBeUndefined();
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(interpolate('{toString}', {})).toBe('{toString}');
  });
});

describe('UserLanguageProvider and useTranslate', () => {
  function Label({ k }: { k: string }) {
    const t = useTranslate();
    return <span>{t(k)}</span>;
  }

  test('renders the reader language, defaulting to English', () => {
    const { result } = renderHook(() => useUserLanguage(), {
      wrapper: ({ children }) => <UserLanguageProvider translations={TABLES}>{children}</UserLanguageProvider>,
    });
    expect(result.current).toBe('en');
    render(
      <UserLanguageProvider defaultUserLanguage="zh" translations={TABLES}>
        <Label k="menu.open" />
      </UserLanguageProvider>,
    );
    expect(screen.getByText('打开')).toBeTruthy();
  });

  test('re-rendering a component with a missing key still warns once', () => {
    const { rerender } = render(
      <UserLanguageProvider defaultUserLanguage="zh" translations={TABLES}>
        <Label k="onlyEnglish.viaHook" />
      </UserLanguageProvider>,
    );
    for (let i = 0; i < 3; i += 1) {
      rerender(
        <UserLanguageProvider defaultUserLanguage="zh" translations={TABLES}>
          <Label k="onlyEnglish.viaHook" />
        </UserLanguageProvider>,
      );
    }
    expect(warn.mock.calls.filter(([message]) => String(message).includes('onlyEnglish.viaHook'))).toHaveLength(1);
  });

  test('an unknown language renders the ellipsis', () => {
    render(
      <UserLanguageProvider defaultUserLanguage="qq" translations={TABLES}>
        <Label k="menu.open" />
      </UserLanguageProvider>,
    );
    expect(screen.getByText('…')).toBeTruthy();
    expect(error.mock.calls.some(([message]) => String(message).includes('"qq"'))).toBe(true);
  });

  test('outside the provider, useTranslate throws docs error #6', () => {
    expect(() => renderHook(() => useTranslate())).toThrow(
      /useTranslate\(\) was called outside <UserLanguageProvider>/,
    );
  });
});

describe('the shipped tables', () => {
  function keysOf(table: object, prefix = ''): string[] {
    return Object.entries(table).flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
    );
  }
  const englishKeys = keysOf({ ...TRANSLATIONS.en, pages: {} }).sort();

  test.each(['zh', 'pt'])('%s has every English UI key and no other', (language) => {
    expect(keysOf(TRANSLATIONS[language]).sort()).toEqual(englishKeys);
  });

  test('the English core-docs index maps paths to titles', () => {
    const pages = TRANSLATIONS.en.pages as Record<string, string>;
    expect(Object.keys(pages).length).toBeGreaterThan(100);
    for (const [path, title] of Object.entries(pages)) {
      expect(path).toMatch(/^(\/|https:\/\/)/);
      expect(title.trim()).not.toBe('');
    }
  });
});
