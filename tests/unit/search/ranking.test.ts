import {
  exactRowsFirst,
  initialScope,
  nameMatch,
  productFirst,
  rankForQuery,
} from '@site/src/search/ranking';
import { runSearch } from '@site/src/search/runSearch';
import type { PagefindApi, PagefindSearchHit, PagefindSearchOptions } from '@site/src/search/pagefindClient';

describe('productFirst', () => {
  const hit = (id: string) => ({ id });

  it('puts the product hits first, then the others in relevance order, without duplicates', () => {
    const merged = productFirst(
      [hit('grid-b'), hit('grid-a')],
      [hit('charts'), hit('grid-a'), hit('intro'), hit('grid-b')],
      10,
    );
    expect(merged.map((h) => h.id)).toEqual(['grid-b', 'grid-a', 'charts', 'intro']);
  });

  it('cuts the merged list to the limit', () => {
    expect(productFirst([hit('a'), hit('b')], [hit('c'), hit('d')], 3).map((h) => h.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('falls back to the unfiltered order when the product has no hits', () => {
    expect(productFirst([], [hit('x'), hit('y')], 5).map((h) => h.id)).toEqual(['x', 'y']);
  });
});

describe('initialScope', () => {
  it('prefers the current product on a product page', () => {
    expect(initialScope('Charts')).toEqual({ kind: 'preferred', product: 'Charts' });
  });

  it('searches everything elsewhere', () => {
    expect(initialScope(null)).toEqual({ kind: 'all' });
  });
});

/** A stand-in for the Pagefind runtime over a fixed set of pages. */
function fakePagefind(pages: { id: string; url: string; title: string; product: string; words: string[] }[]) {
  const calls: { term: string; options?: PagefindSearchOptions }[] = [];
  const api: PagefindApi = {
    options: async () => undefined,
    init: async () => undefined,
    preload: async () => undefined,
    search: async (term, options) => {
      calls.push({ term, options });
      const matching = pages.filter((page) => page.words.includes(term));
      const product = options?.filters?.product;
      const filtered = product ? matching.filter((page) => page.product === product) : matching;
      const results: PagefindSearchHit[] = filtered.map((page, index) => ({
        id: page.id,
        score: 1 / (index + 1),
        data: async () => ({
          url: page.url,
          meta: { title: page.title, section: page.url.includes('/api/') ? 'API' : 'guide' },
          filters: { product: [page.product] },
          excerpt: `about <mark>${term}</mark>`,
          sub_results: [],
        }),
      }));
      return { results, unfilteredResultCount: matching.length };
    },
  };
  return { api, calls };
}

describe('runSearch', () => {
  const pages = [
    { id: 'intro', url: '/x/introduction/', title: 'Overview', product: 'General', words: ['selection'] },
    {
      id: 'charts',
      url: '/x/react-charts/highlighting/',
      title: 'Highlighting',
      product: 'Charts',
      words: ['selection'],
    },
    {
      id: 'grid',
      url: '/x/react-data-grid/row-selection/',
      title: 'Row selection',
      product: 'Data Grid',
      words: ['selection'],
    },
  ];

  it('ranks the preferred product first and keeps the others', async () => {
    const { api } = fakePagefind(pages);
    const outcome = await runSearch(api, 'selection', { kind: 'preferred', product: 'Data Grid' });
    expect(outcome?.groups.map((group) => group.title)).toEqual([
      'Row selection',
      'Overview',
      'Highlighting',
    ]);
    expect(outcome?.groups[0].product).toBe('Data Grid');
    expect(outcome?.unfilteredCount).toBe(3);
  });

  it('keeps relevance order when searching all products', async () => {
    const { api } = fakePagefind(pages);
    const outcome = await runSearch(api, 'selection', { kind: 'all' });
    expect(outcome?.groups.map((group) => group.title)).toEqual([
      'Overview',
      'Highlighting',
      'Row selection',
    ]);
  });

  it('narrows to one product with a Pagefind filter', async () => {
    const { api, calls } = fakePagefind(pages);
    const outcome = await runSearch(api, 'selection', { kind: 'only', product: 'Charts' });
    expect(calls).toEqual([{ term: 'selection', options: { filters: { product: 'Charts' } } }]);
    expect(outcome?.groups.map((group) => group.url)).toEqual(['/x/react-charts/highlighting/']);
    expect(outcome?.unfilteredCount).toBe(3);
  });

  it('reports zero matches for a query nothing contains', async () => {
    const { api } = fakePagefind(pages);
    const outcome = await runSearch(api, 'qwxzv', { kind: 'only', product: 'Charts' });
    expect(outcome).toEqual({ groups: [], unfilteredCount: 0 });
  });

  it('fetches result data only for the pages it shows', async () => {
    const many = Array.from({ length: 20 }, (_, index) => ({
      id: `p${index}`,
      url: `/x/react-data-grid/page-${index}/`,
      title: `Page ${index}`,
      product: 'Data Grid',
      words: ['grid'],
    }));
    const { api } = fakePagefind(many);
    const outcome = await runSearch(api, 'grid', { kind: 'all' }, { limit: 4 });
    expect(outcome?.groups).toHaveLength(4);
  });

  it('resolves to null when Pagefind reports the search as superseded', async () => {
    const { api } = fakePagefind(pages);
    api.search = async () => null;
    await expect(runSearch(api, 'selection', { kind: 'all' })).resolves.toBeNull();
  });
});

describe('exactRowsFirst', () => {
  const page = (title: string, product: string, rows: string[]) => ({
    title,
    product,
    sections: rows.map((row) => ({ title: row })),
  });

  it('moves pages holding a row named exactly like the query first, base component first', () => {
    const groups = [
      page('Data Grid - Selection', 'Data Grid', ['Checkbox selection']),
      page('DataGridPremium API', 'Data Grid', ['checkboxSelection']),
      page('DataGridPro API', 'Data Grid', ['checkboxSelection']),
      page('DataGrid API', 'Data Grid', ['checkboxSelection', 'checkboxSelectionVisibleOnly']),
    ];
    expect(exactRowsFirst(groups, ' checkboxSelection ').map((group) => group.title)).toEqual([
      'DataGrid API',
      'DataGridPro API',
      'DataGridPremium API',
      'Data Grid - Selection',
    ]);
  });

  it('orders exact rows by the order products first appear and keeps the other pages in order', () => {
    const groups = [
      page('Charts overview', 'Charts', ['Getting data in']),
      page('Data Grid - Sorting', 'Data Grid', ['Basic sorting']),
      page('DataGrid API', 'Data Grid', ['sortModel']),
      page('BarChart API', 'Charts', ['sortModel']),
    ];
    expect(exactRowsFirst(groups, 'sortModel').map((group) => group.title)).toEqual([
      'BarChart API',
      'DataGrid API',
      'Charts overview',
      'Data Grid - Sorting',
    ]);
    expect(exactRowsFirst(groups, 'sorting')).toEqual(groups);
    expect(exactRowsFirst(groups, '')).toEqual(groups);
  });
});

describe('nameMatch', () => {
  it.each([
    ['Charts - Pie', 'guide', 'pie', 'exact'],
    ['Data Grid', 'guide', 'DataGrid', 'exact'],
    ['Date Range Picker', 'guide', 'DateRangePicker', 'exact'],
    ['Date Range Picker', 'guide', 'date range picker', 'exact'],
    ['Time Picker', 'guide', 'TimePicker', 'exact'],
    ['Rich Tree View - Items', 'guide', 'RichTreeView', 'part'],
    ['Data Grid - Filtering', 'guide', 'filter', 'start'],
    ['PieChart API', 'API', 'pie', 'start'],
    ['DataGrid API', 'API', 'DataGrid', 'exact'],
    ['Data Grid - Pagination', 'guide', 'pie', null],
    ['Charts - Pie', 'guide', 'pi', null],
    ['Charts - Pie', 'guide', 'p', null],
    ['Data Grid - Row selection', 'guide', 'how to select rows', null],
  ] as const)('%j, %s, %j → %s', (title, section, query, expected) => {
    expect(nameMatch(title, section, query)).toBe(expected);
  });
});

describe('rankForQuery', () => {
  const page = (title: string, product: string, rows: string[] = []) => ({
    title,
    product,
    section: title.endsWith(' API') ? ('API' as const) : ('guide' as const),
    sections: rows.map((row) => ({ title: row })),
  });
  const titles = (groups: { title: string }[]) => groups.map((group) => group.title);

  it('puts the guide page first, then the API pages, for `pie` on a Data Grid page', () => {
    // As a product-first merge hands them over: Data Grid pages that only mention "pieces" come first.
    const groups = [
      page('Data Grid - Row grouping', 'Data Grid', ['Grouping pieces']),
      page('Data Grid - Aggregation', 'Data Grid'),
      page('PiePlot API', 'Charts', ['pie']),
      page('Charts - Overview', 'Charts'),
      page('PieChart API', 'Charts'),
      page('Charts - Pie', 'Charts'),
    ];
    expect(titles(rankForQuery(groups, 'pie'))).toEqual([
      'Charts - Pie',
      'PiePlot API',
      'PieChart API',
      'Data Grid - Row grouping',
      'Data Grid - Aggregation',
      'Charts - Overview',
    ]);
  });

  it('shows every product’s page of that name, the reader’s product first, then the API page of that name', () => {
    const groups = [
      page('Data Grid - Export components', 'Data Grid'),
      page('Charts - Export', 'Charts'),
      page('Data Grid - Export', 'Data Grid'),
      page('ExportApi API', 'Data Grid'),
    ];
    expect(titles(rankForQuery(groups, 'export'))).toEqual([
      'Data Grid - Export',
      'Charts - Export',
      'Data Grid - Export components',
      'ExportApi API',
    ]);
  });

  it('takes one best guide page about a component, then its API page, then the rest in order', () => {
    const groups = [
      page('RichTreeViewPro API', 'Tree View'),
      page('Rich Tree View - Selection', 'Tree View'),
      page('RichTreeView API', 'Tree View'),
      page('Rich Tree View - Items', 'Tree View'),
    ];
    expect(titles(rankForQuery(groups, 'RichTreeView'))).toEqual([
      'Rich Tree View - Selection',
      'RichTreeView API',
      'RichTreeViewPro API',
      'Rich Tree View - Items',
    ]);
  });

  it('puts a feature page before the API page holding a prop of that name', () => {
    const groups = [
      page('DataGrid API', 'Data Grid', ['pagination']),
      page('Data Grid - Server-side data', 'Data Grid'),
      page('Data Grid - Pagination', 'Data Grid', ['Pagination']),
    ];
    expect(titles(rankForQuery(groups, 'pagination'))).toEqual([
      'Data Grid - Pagination',
      'DataGrid API',
      'Data Grid - Server-side data',
    ]);
  });

  it('keeps the order of queries that name nothing, and still lifts exact rows', () => {
    const groups = [
      page('Data Grid - Sorting', 'Data Grid'),
      page('DataGrid API', 'Data Grid', ['sortModel']),
    ];
    expect(titles(rankForQuery(groups, 'sortModel'))).toEqual(['DataGrid API', 'Data Grid - Sorting']);
    expect(rankForQuery(groups, 'how to sort')).toEqual(groups);
    expect(rankForQuery(groups, '')).toEqual(groups);
  });
});
