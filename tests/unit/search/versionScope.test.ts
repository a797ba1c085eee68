import { currentVersionFirst, versionFilters } from '@site/src/search/versionScope';
import { toResultGroup } from '@site/src/search/pagefindResults';
import { runSearch } from '@site/src/search/runSearch';
import type { PagefindApi, PagefindSearchHit, PagefindSearchOptions } from '@site/src/search/pagefindClient';

describe('version scope', () => {
  it('filters on the version read, and on nothing for all versions', () => {
    expect(versionFilters({ kind: 'one', version: '8.x' })).toEqual({ version: '8.x' });
    expect(versionFilters({ kind: 'all', current: 'current' })).toEqual({});
    expect(versionFilters(undefined)).toEqual({});
  });

  it("puts the current version's pages first when all versions are searched, keeping each part's order", () => {
    const groups = [
      { id: 'a', version: '8.x' },
      { id: 'b', version: 'current' },
      { id: 'c', version: null },
      { id: 'd', version: '7.x' },
      { id: 'e', version: 'current' },
    ];
    expect(currentVersionFirst(groups, { kind: 'all', current: 'current' }, 10).map((g) => g.id)).toEqual([
      'b',
      'c',
      'e',
      'a',
      'd',
    ]);
    expect(currentVersionFirst(groups, { kind: 'one', version: '8.x' }, 10).map((g) => g.id)).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
    ]);
  });

  it("cuts each version's part to the limit, so the current docs never crowd an older version out", () => {
    const many = [
      ...Array.from({ length: 5 }, (_, index) => ({ id: `c${index}`, version: 'current' })),
      { id: 'old', version: '8.x' },
    ];
    expect(currentVersionFirst(many, { kind: 'all', current: 'current' }, 3).map((g) => g.id)).toEqual([
      'c0',
      'c1',
      'c2',
      'old',
    ]);
    expect(currentVersionFirst(many, { kind: 'one', version: 'current' }, 3).map((g) => g.id)).toEqual([
      'c0',
      'c1',
      'c2',
    ]);
  });

  it("reads a result's version from its Pagefind filter, and ignores a malformed one", () => {
    const base = { url: '/x/8.x/react-data-grid/sorting/', meta: { title: 'Sorting' } };
    expect(toResultGroup({ ...base, filters: { version: ['8.x'], product: ['Data Grid'] } })).toMatchObject({
      version: '8.x',
      product: 'Data Grid',
    });
    expect(toResultGroup({ ...base, filters: { version: ['<b>x</b>'] } })?.version).toBeNull();
    expect(toResultGroup({ ...base, filters: { version: 'current' } })?.version).toBeNull();
    expect(toResultGroup(base)?.version).toBeNull();
  });
});

describe('runSearch across versions', () => {
  const pages = [
    { id: 'old-sort', url: '/x/8.x/react-data-grid/sorting/', product: 'Data Grid', version: '8.x' },
    { id: 'sort', url: '/x/react-data-grid/sorting/', product: 'Data Grid', version: 'current' },
    { id: 'old-intro', url: '/x/8.x/introduction/', product: 'General', version: '8.x' },
  ];
  function fake() {
    const calls: (PagefindSearchOptions | undefined)[] = [];
    const api: PagefindApi = {
      options: async () => undefined,
      init: async () => undefined,
      preload: async () => undefined,
      search: async (_term, options) => {
        calls.push(options);
        const filters = options?.filters ?? {};
        const results: PagefindSearchHit[] = pages
          .filter((page) => !filters.version || page.version === filters.version)
          .filter((page) => !filters.product || page.product === filters.product)
          .map((page) => ({
            id: page.id,
            score: 1,
            data: async () => ({
              url: page.url,
              meta: { title: page.id, section: 'guide' },
              filters: { product: [page.product], version: [page.version] },
            }),
          }));
        return { results, unfilteredResultCount: pages.length };
      },
    };
    return { api, calls };
  }

  it('sends the version filter with every query, the product filter included', async () => {
    const { api, calls } = fake();
    const outcome = await runSearch(
      api,
      'sorting',
      { kind: 'preferred', product: 'Data Grid' },
      { versions: { kind: 'one', version: '8.x' } },
    );
    expect(calls).toEqual([
      { filters: { version: '8.x', product: 'Data Grid' } },
      { filters: { version: '8.x' } },
    ]);
    expect(outcome?.groups.map((group) => group.url)).toEqual([
      '/x/8.x/react-data-grid/sorting/',
      '/x/8.x/introduction/',
    ]);
  });

  it("searches every version with the current version's pages first", async () => {
    const { api, calls } = fake();
    const outcome = await runSearch(
      api,
      'sorting',
      { kind: 'all' },
      { versions: { kind: 'all', current: 'current' } },
    );
    expect(calls).toEqual([undefined]);
    expect(outcome?.groups.map((group) => [group.url, group.version])).toEqual([
      ['/x/react-data-grid/sorting/', 'current'],
      ['/x/8.x/react-data-grid/sorting/', '8.x'],
      ['/x/8.x/introduction/', '8.x'],
    ]);
  });
});
