import {
  SEARCH_PRODUCT_NAMES,
  isSearchProductName,
  searchProductName,
  searchSection,
} from '@site/src/search/searchFacets';
import { reportZeroResults } from '@site/src/search/analytics';
import { pagefindScriptUrl } from '@site/src/search/pagefindClient';
import { validateOptions } from '@site/plugins/search-index';

describe('search facets', () => {
  it('offers the four products and General, in site order', () => {
    expect(SEARCH_PRODUCT_NAMES).toEqual([
      'Data Grid',
      'Date and Time Pickers',
      'Charts',
      'Tree View',
      'General',
    ]);
  });

  it.each([
    ['/react-data-grid/sorting/', 'Data Grid', 'guide'],
    ['/api/data-grid/data-grid/', 'Data Grid', 'API'],
    ['/react-date-pickers/', 'Date and Time Pickers', 'guide'],
    ['/api/charts/bar-chart/', 'Charts', 'API'],
    ['/react-tree-view/quickstart/', 'Tree View', 'guide'],
    ['/introduction/licensing/', 'General', 'guide'],
    ['/migration/migration-data-grid-v7/', 'General', 'guide'],
  ])('%s is %s, %s', (path, product, section) => {
    expect(searchProductName(path)).toBe(product);
    expect(searchSection(path)).toBe(section);
  });

  it('recognises only known product names', () => {
    expect(isSearchProductName('Charts')).toBe(true);
    expect(isSearchProductName('charts')).toBe(false);
    expect(isSearchProductName(undefined)).toBe(false);
  });
});

describe('reportZeroResults', () => {
  afterEach(() => {
    delete (window as unknown as { gtag?: unknown }).gtag;
  });

  it('sends the query through the global tag function', () => {
    const gtag = jest.fn();
    (window as unknown as { gtag: unknown }).gtag = gtag;
    reportZeroResults('qwxzv grid');
    expect(gtag).toHaveBeenCalledWith('event', 'search', {
      eventAction: 'no-results',
      eventLabel: 'qwxzv grid',
    });
  });

  it('does nothing without a tag function', () => {
    expect(() => reportZeroResults('anything')).not.toThrow();
  });
});

test('the Pagefind runtime is loaded from <baseUrl>pagefind/', () => {
  expect(pagefindScriptUrl('/x/')).toBe('/x/pagefind/pagefind.js');
  expect(pagefindScriptUrl('/docs')).toBe('/docs/pagefind/pagefind.js');
});

describe('search-index validateOptions', () => {
  const validate = (options: object) => validateOptions({ options, validate: () => options } as never);

  it('fills defaults, including the plugin id', () => {
    expect(validate({})).toEqual({ outputSubdir: 'pagefind', excludeSelectors: [], id: 'default' });
  });

  it('rejects an output folder that is not a single name', () => {
    expect(() => validate({ outputSubdir: '../escape' })).toThrow(/single folder name/);
  });

  it('rejects empty selectors', () => {
    expect(() => validate({ excludeSelectors: ['pre', ' '] })).toThrow(/excludeSelectors/);
  });
});
