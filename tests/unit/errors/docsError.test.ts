import { renderHook } from '@testing-library/react';
import errorCodes from '@site/static/error-codes.json';
import {
  docsError,
  docsErrorMessage,
  DocsErrorCode,
  minifiedDocsErrorMessage,
  productionErrorUrl,
} from '@site/src/errors';
import {
  countPlaceholders,
  formatErrorMessage,
  MISSING_ARGUMENT,
  parseErrorCodeTable,
  parseErrorQuery,
  splitErrorMessage,
} from '@site/src/errors/format';
import { MISSING_DOCS_PROVIDER_MESSAGE, useDocsConfig } from '@site/src/settings/DocsProvider';
import { useThemeSettings } from '@site/src/settings/ThemeSettingsProvider';
import { useMobileNav } from '@site/src/components/layout/MobileNavContext';

const originalEnv = process.env.NODE_ENV;
function inProduction<T>(run: () => T): T {
  (process.env as Record<string, string>).NODE_ENV = 'production';
  try {
    return run();
  } finally {
    (process.env as Record<string, string>).NODE_ENV = originalEnv as string;
  }
}

describe('the error-code table', () => {
  const table = errorCodes as Record<string, string>;

  test('has a template for every named code, and nothing else', () => {
    expect(
      Object.keys(table)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(Object.values(DocsErrorCode).sort((a, b) => a - b));
  });

  test('templates take the arguments their throw sites pass', () => {
    expect(countPlaceholders(table[String(DocsErrorCode.CookieReadOnServer)])).toBe(1);
    expect(countPlaceholders(table[String(DocsErrorCode.MissingProvider)])).toBe(2);
    expect(countPlaceholders(table[String(DocsErrorCode.MissingDocsProvider)])).toBe(0);
  });
});

describe('docsError', () => {
  test('in development, throws the full message with its arguments', () => {
    const error = docsError(DocsErrorCode.CookieReadOnServer, 'codeVariant');
    expect(error.message).toBe(
      'MUI X docs: reading the cookie "codeVariant" is not supported on the server. Read it in an effect, after the page has hydrated.',
    );
  });

  test('in production, throws the minified message pointing to the decoder by code', () => {
    const error = inProduction(() => docsError(DocsErrorCode.MissingProvider, 'useAd()', 'Ad & Co'));
    expect(error.message).toBe(
      'Minified MUI X docs error #7; visit https://mui.com/x/production-error/?code=7&args[]=useAd()&args[]=Ad%20%26%20Co for the full message.',
    );
    expect(minifiedDocsErrorMessage(1)).toBe(
      'Minified MUI X docs error #1; visit https://mui.com/x/production-error/?code=1 for the full message.',
    );
  });

  test('the decoder URL round-trips through the query parser', () => {
    const url = new URL(productionErrorUrl(5, ['<b>x</b>', 'a&b=c']));
    expect(parseErrorQuery(url.search)).toEqual({ code: '5', args: ['<b>x</b>', 'a&b=c'] });
  });

  test.each([
    ['useDocsConfig', () => useDocsConfig(), 1],
    ['useThemeSettings', () => useThemeSettings(), 2],
    ['useMobileNav', () => useMobileNav(), 3],
  ] as [string, () => unknown, 1 | 2 | 3][])(
    '%s outside its provider throws error #%s',
    (_name, hook, code) => {
      const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
      expect(() => renderHook(hook)).toThrow(docsErrorMessage(code));
      inProduction(() => {
        expect(() => renderHook(hook)).toThrow(`Minified MUI X docs error #${code};`);
      });
      spy.mockRestore();
    },
  );

  test('DocsProvider keeps exporting its development message', () => {
    expect(MISSING_DOCS_PROVIDER_MESSAGE).toBe((errorCodes as Record<string, string>)['1']);
  });
});

describe('message formatting', () => {
  test('fills each %s in order and marks missing arguments', () => {
    expect(formatErrorMessage('a %s b %s c %s', ['1', '2'])).toBe(`a 1 b 2 c ${MISSING_ARGUMENT}`);
    expect(splitErrorMessage('%s!', ['<b>x</b>'])).toEqual([
      { kind: 'argument', text: '<b>x</b>', missing: false },
      { kind: 'text', text: '!' },
    ]);
    expect(formatErrorMessage('no holes', ['extra'])).toBe('no holes');
  });

  test.each([
    ['?code=5&args[]=a&args[]=b', { code: '5', args: ['a', 'b'] }],
    ['?code=007', { code: '7', args: [] }],
    ['?code=abc', { code: null, args: [] }],
    ['?code=1e3', { code: null, args: [] }],
    ['?code=-1', { code: null, args: [] }],
    ['', { code: null, args: [] }],
    ['?args[]=x', { code: null, args: ['x'] }],
    ['?code=%201%20', { code: '1', args: [] }],
  ])('parseErrorQuery(%j)', (search, expected) => {
    expect(parseErrorQuery(search)).toEqual(expected);
  });

  test('parseErrorCodeTable keeps numeric codes with string templates only', () => {
    expect(parseErrorCodeTable({ '1': 'a', x: 'b', '2': 3 })).toEqual({ '1': 'a' });
    expect(parseErrorCodeTable(['a'])).toBeNull();
    expect(parseErrorCodeTable('text')).toBeNull();
  });
});
