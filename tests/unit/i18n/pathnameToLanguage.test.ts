import { languageHref, pathnameToLanguage } from '@site/src/i18n/paths';

type Row = [
  input: string,
  userLanguage: string,
  canonicalAs: string,
  canonicalAsServer: string,
  canonicalPathname: string,
];

describe('pathnameToLanguage with the enabled languages (English only)', () => {
  const rows: Row[] = [
    // root and no prefix
    ['/', 'en', '/', '/', '/'],
    ['', 'en', '/', '/', '/'],
    ['/x/', 'en', '/x/', '/x/', '/x'],
    ['/x', 'en', '/x', '/x', '/x'],
    ['/x/react-data-grid/', 'en', '/x/react-data-grid/', '/x/react-data-grid/', '/x/react-data-grid'],
    ['/x/react-data-grid', 'en', '/x/react-data-grid', '/x/react-data-grid', '/x/react-data-grid'],
    ['x/react-charts/', 'en', '/x/react-charts/', '/x/react-charts/', '/x/react-charts'],
    // zh is always recognised
    ['/zh/x/react-data-grid/', 'zh', '/x/react-data-grid/', '/x/react-data-grid/', '/x/react-data-grid'],
    ['/zh/', 'zh', '/', '/', '/'],
    ['/zh', 'zh', '/', '/', '/'],
    ['/zh?q=1', 'zh', '/?q=1', '/?q=1', '/'],
    ['/zh#top', 'zh', '/#top', '/', '/'],
    ['/zh/zh/x/', 'zh', '/zh/x/', '/zh/x/', '/zh/x'],
    // en is in the list, so its prefix is read (and dropped) too
    ['/en/x/introduction/', 'en', '/x/introduction/', '/x/introduction/', '/x/introduction'],
    ['/en', 'en', '/', '/', '/'],
    // pt is prepared but not enabled; other two-letter codes are ordinary segments
    ['/pt/x/introduction/', 'en', '/pt/x/introduction/', '/pt/x/introduction/', '/pt/x/introduction'],
    ['/xx/x/introduction/', 'en', '/xx/x/introduction/', '/xx/x/introduction/', '/xx/x/introduction'],
    ['/fr/components/buttons', 'en', '/fr/components/buttons', '/fr/components/buttons', '/fr/components/buttons'],
    ['/de', 'en', '/de', '/de', '/de'],
    // not a two-letter lowercase prefix
    ['/zh-CN/x/', 'en', '/zh-CN/x/', '/zh-CN/x/', '/zh-CN/x'],
    ['/ZH/x/', 'en', '/ZH/x/', '/ZH/x/', '/ZH/x'],
    ['/zhx/x/', 'en', '/zhx/x/', '/zhx/x/', '/zhx/x'],
    ['/z/x/', 'en', '/z/x/', '/z/x/', '/z/x'],
    ['/x/zh/react-charts/', 'en', '/x/zh/react-charts/', '/x/zh/react-charts/', '/x/zh/react-charts'],
    // /api → /api-docs, only as a whole leading segment
    ['/api/data-grid/', 'en', '/api/data-grid/', '/api/data-grid/', '/api-docs/data-grid'],
    ['/api', 'en', '/api', '/api', '/api-docs'],
    ['/apis/x', 'en', '/apis/x', '/apis/x', '/apis/x'],
    [
      '/zh/api/charts/bar-chart/',
      'zh',
      '/api/charts/bar-chart/',
      '/api/charts/bar-chart/',
      '/api-docs/charts/bar-chart',
    ],
    ['/zh/api', 'zh', '/api', '/api', '/api-docs'],
    ['/x/api/data-grid/', 'en', '/x/api/data-grid/', '/x/api/data-grid/', '/x/api/data-grid'],
    // doubled slashes
    ['/x//react-charts//bars/', 'en', '/x/react-charts/bars/', '/x/react-charts/bars/', '/x/react-charts/bars'],
    ['//zh//x/', 'zh', '/x/', '/x/', '/x'],
    ['/x/react-data-grid///', 'en', '/x/react-data-grid/', '/x/react-data-grid/', '/x/react-data-grid'],
    // hashes and query strings
    ['/x/react-charts/#demo', 'en', '/x/react-charts/#demo', '/x/react-charts/', '/x/react-charts'],
    [
      '/x/react-charts/?tab=api#props',
      'en',
      '/x/react-charts/?tab=api#props',
      '/x/react-charts/?tab=api',
      '/x/react-charts',
    ],
    ['/zh/x/react-charts/?a=1#b', 'zh', '/x/react-charts/?a=1#b', '/x/react-charts/?a=1', '/x/react-charts'],
    ['?q=1', 'en', '/?q=1', '/?q=1', '/'],
    ['#hash', 'en', '/#hash', '/', '/'],
    ['/x/react-charts?x=/zh/', 'en', '/x/react-charts?x=/zh/', '/x/react-charts?x=/zh/', '/x/react-charts'],
    ['/x/a#b?c', 'en', '/x/a#b?c', '/x/a', '/x/a'],
    ['/x/a?b=//c', 'en', '/x/a?b=//c', '/x/a?b=//c', '/x/a'],
    // percent-encoded segments are kept as they are; an encoded "zh" is not a prefix
    ['/%7A%68/x/', 'en', '/%7A%68/x/', '/%7A%68/x/', '/%7A%68/x'],
    ['/x/caf%C3%A9/', 'en', '/x/caf%C3%A9/', '/x/caf%C3%A9/', '/x/caf%C3%A9'],
    ['/zh/x/caf%C3%A9/', 'zh', '/x/caf%C3%A9/', '/x/caf%C3%A9/', '/x/caf%C3%A9'],
  ];

  test.each(rows)('%j', (input, userLanguage, canonicalAs, canonicalAsServer, canonicalPathname) => {
    expect(pathnameToLanguage(input)).toEqual({ userLanguage, canonicalAs, canonicalAsServer, canonicalPathname });
  });

  test('the table has at least 40 cases', () => {
    expect(rows.length).toBeGreaterThanOrEqual(40);
  });
});

describe('pathnameToLanguage with another supported-language list', () => {
  test.each([
    ['/pt/x/introduction/', ['en', 'pt'], 'pt', '/x/introduction/'],
    ['/fr/x/', ['en', 'pt'], 'en', '/fr/x/'],
    ['/zh/x/', ['en'], 'zh', '/x/'],
    ['/en/x/', ['pt'], 'en', '/en/x/'],
  ])('%s with %j', (input, languages, userLanguage, canonicalAs) => {
    const result = pathnameToLanguage(input, languages);
    expect(result.userLanguage).toBe(userLanguage);
    expect(result.canonicalAs).toBe(canonicalAs);
  });
});

describe('languageHref (the language menu links)', () => {
  test.each([
    ['/x/react-charts/bars/', 'en', '/x/react-charts/bars/'],
    ['/x/react-charts/bars/', 'zh', '/zh/x/react-charts/bars/'],
    ['/zh/x/react-charts/bars/?a=1#legend', 'en', '/x/react-charts/bars/?a=1#legend'],
    ['/zh/x/react-charts/bars/', 'pt', '/pt/x/react-charts/bars/'],
    ['/x/', 'zh', '/zh/x/'],
  ])('%s → %s gives %s', (current, language, expected) => {
    expect(languageHref(current, language, ['en', 'zh', 'pt'])).toBe(expected);
  });
});
