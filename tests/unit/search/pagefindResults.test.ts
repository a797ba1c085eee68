import { flattenSections, safeResultUrl, toResultGroup } from '@site/src/search/pagefindResults';

describe('safeResultUrl', () => {
  it.each(['/x/api/data-grid/data-grid/#prop-checkboxSelection', '/x/react-data-grid/sorting/'])(
    'accepts %s',
    (url) => {
      expect(safeResultUrl(url)).toBe(url);
    },
  );

  it.each([
    'javascript:alert(1)',
    'https://evil.example/',
    '//evil.example/x',
    '/x/a b',
    '/x\\evil',
    42,
    null,
  ])('rejects %p', (url) => {
    expect(safeResultUrl(url)).toBeNull();
  });
});

describe('toResultGroup', () => {
  it('groups a page with its matching headings, product and section', () => {
    const group = toResultGroup({
      url: '/x/api/data-grid/data-grid/',
      meta: { title: 'DataGrid API', section: 'API' },
      filters: { product: ['Data Grid'] },
      excerpt: 'page excerpt',
      sub_results: [
        {
          title: 'checkboxSelection',
          url: '/x/api/data-grid/data-grid/#prop-checkboxSelection',
          excerpt: '<mark>checkboxSelection</mark> adds a column',
        },
        {
          title: 'checkboxSelectionVisibleOnly',
          url: '/x/api/data-grid/data-grid/#prop-checkboxSelectionVisibleOnly',
          excerpt: 'x',
        },
      ],
    });
    expect(group).toMatchObject({
      title: 'DataGrid API',
      url: '/x/api/data-grid/data-grid/',
      product: 'Data Grid',
      section: 'API',
    });
    expect(group?.sections.map((section) => section.url)).toEqual([
      '/x/api/data-grid/data-grid/#prop-checkboxSelection',
      '/x/api/data-grid/data-grid/#prop-checkboxSelectionVisibleOnly',
    ]);
    expect(group?.sections[0].excerpt).toEqual([
      { text: 'checkboxSelection', highlighted: true },
      { text: ' adds a column', highlighted: false },
    ]);
  });

  it('uses the page itself when it has no usable sub-results, and keeps at most three sections', () => {
    const plain = toResultGroup({
      url: '/x/introduction/',
      meta: { title: 'Overview' },
      excerpt: 'the <mark>docs</mark>',
      sub_results: [],
    });
    expect(plain?.sections).toEqual([
      {
        key: '/x/introduction/',
        title: 'Overview',
        url: '/x/introduction/',
        excerpt: [
          { text: 'the ', highlighted: false },
          { text: 'docs', highlighted: true },
        ],
      },
    ]);
    const many = toResultGroup({
      url: '/x/a/',
      meta: { title: 'A' },
      sub_results: Array.from({ length: 6 }, (_, index) => ({
        title: `H${index}`,
        url: `/x/a/#h${index}`,
        excerpt: '',
      })),
    });
    expect(many?.sections).toHaveLength(3);
  });

  it('falls back to safe defaults for unexpected data', () => {
    const group = toResultGroup({
      url: '/x/react-charts/',
      meta: { title: 42, section: 'hacked' },
      filters: { product: ['<script>'] },
      sub_results: [{ title: 'Evil', url: 'javascript:alert(1)', excerpt: 'x' }, 'junk'],
    });
    expect(group).toMatchObject({ title: '/x/react-charts/', product: 'General', section: 'guide' });
    expect(group?.sections.map((section) => section.url)).toEqual(['/x/react-charts/']);
  });

  it('drops a page whose link is not on this site', () => {
    expect(toResultGroup({ url: 'https://evil.example/', meta: { title: 'x' } })).toBeNull();
  });

  it('flattens groups into the options the arrow keys move through', () => {
    const a = toResultGroup({
      url: '/x/a/',
      meta: { title: 'A' },
      sub_results: [
        { title: 'A1', url: '/x/a/#1' },
        { title: 'A2', url: '/x/a/#2' },
      ],
    });
    const b = toResultGroup({ url: '/x/b/', meta: { title: 'B' } });
    expect(flattenSections([a!, b!]).map((section) => section.url)).toEqual(['/x/a/#1', '/x/a/#2', '/x/b/']);
  });
});
