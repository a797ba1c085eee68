/**
 * An API page's rows apart from its data (src/api/pageRows.ts) and their load in the browser
 * (src/api/rowsStore.ts): the split keeps what the page shows without its rows, the file's text is checked
 * field by field, and the store loads each file once, only from the site's own paths, and reports failures.
 */
import { parseApiRows, splitPageRows } from '@site/src/api/pageRows';
import { requestApiRows, useApiRows } from '@site/src/api/rowsStore';
import type { ApiComponentOutline, ApiRoutePage, ApiRows } from '@site/src/api/types';
import { act, renderHook, waitFor } from '@testing-library/react';

const rows: ApiRows = {
  props: [
    {
      name: 'checkboxSelection',
      type: 'boolean',
      default: 'false',
      required: false,
      description: 'Shows boxes.',
    },
    { name: 'classes', type: 'object', required: false, description: 'Overrides.', plan: 'pro' },
  ],
  slots: [{ name: 'toolbar', description: 'The toolbar.', className: 'MuiDataGrid-toolbar' }],
  classes: [
    { key: 'cell', className: 'MuiDataGrid-cell', description: 'A cell.', isGlobal: false },
    { key: 'selected', className: 'Mui-selected', description: 'Selected.', isGlobal: true },
  ],
};

const page: ApiRoutePage = {
  id: 'api/data-grid/data-grid',
  title: 'DataGrid API',
  description: 'The grid.',
  permalink: '/x/api/data-grid/data-grid/',
  version: 'current',
  data: {
    kind: 'component',
    name: 'DataGrid',
    product: 'data-grid',
    slug: 'data-grid',
    packageName: '@mui/x-data-grid',
    exportName: 'DataGrid',
    description: '',
    imports: [],
    demos: [],
    links: {},
    ...rows,
  },
};

describe('splitPageRows', () => {
  it('moves the rows out and keeps their outline: names, counts and the classes note', () => {
    const split = splitPageRows(page);
    expect(split.rows).toEqual(rows);
    const data = split.page.data as ApiComponentOutline;
    expect(data).not.toHaveProperty('props');
    expect(data).not.toHaveProperty('classes');
    expect(data.outline).toEqual({
      propNames: ['checkboxSelection', 'classes'],
      slotCount: 1,
      classCount: 2,
      classesFromSlots: false,
      exampleClass: { key: 'cell', className: 'MuiDataGrid-cell' },
    });
    // What the rows file holds reads back as the same rows.
    expect(parseApiRows(JSON.stringify(split.rows))).toEqual(rows);
  });

  it('gives an interface its properties as props, and an index page no rows', () => {
    const { props } = rows;
    const split = splitPageRows({
      ...page,
      data: {
        kind: 'interface',
        name: 'GridColDef',
        product: 'data-grid',
        slug: 'grid-col-def',
        packageName: '@mui/x-data-grid',
        description: '',
        imports: [],
        demos: [],
        links: {},
        properties: props,
      },
    });
    expect(split.rows).toEqual({ props, slots: [], classes: [] });
    const index = splitPageRows({
      ...page,
      data: { kind: 'index', product: 'data-grid', productName: 'Data Grid', components: [], interfaces: [] },
    });
    expect(index.rows).toBeNull();
  });
});

describe('parseApiRows', () => {
  it.each([
    ['not JSON', '{"props": ['],
    ['not an object', '[]'],
    ['"props" is not a list', '{"props": {}, "slots": [], "classes": []}'],
    [
      '"props" row 0 has the wrong shape',
      '{"props": [{"name": "a", "type": 1}], "slots": [], "classes": []}',
    ],
    [
      '"props" row 0 has the wrong shape',
      JSON.stringify({ ...rows, props: [{ ...rows.props[0], plan: 'gold' }] }),
    ],
    [
      '"slots" row 0 has the wrong shape',
      JSON.stringify({ ...rows, slots: [{ name: 'x', description: null }] }),
    ],
    ['"classes" is not a list', JSON.stringify({ props: [], slots: [] })],
  ])('refuses a file that is %s', (message, text) => {
    expect(() => parseApiRows(text)).toThrow(`API rows file: ${message}`);
  });

  it('refuses a file over the size cap before parsing it', () => {
    expect(() => parseApiRows(`"${'a'.repeat(2_000_001)}"`)).toThrow('larger than');
  });
});

describe('rowsStore', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    document.documentElement.removeAttribute('data-has-hydrated');
  });

  it('loads a file once for every reader, and gives its checked rows', async () => {
    fetchMock.mockResolvedValue({ ok: true, text: async () => JSON.stringify(rows) });
    const first = renderHook(() => useApiRows('/x/assets/api-rows/a.json'));
    const second = renderHook(() => useApiRows('/x/assets/api-rows/a.json'));
    expect(first.result.current.rows).toBeUndefined();
    act(() => first.result.current.request());
    act(() => second.result.current.request());
    await waitFor(() => expect(first.result.current.rows).toEqual(rows));
    expect(second.result.current.rows).toEqual(rows);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/x/assets/api-rows/a.json', { credentials: 'same-origin' });
  });

  it('reports a failed or malformed load, and tries again when asked', async () => {
    fetchMock.mockResolvedValueOnce({ ok: false, status: 404, text: async () => '' });
    const { result } = renderHook(() => useApiRows('/x/assets/api-rows/b.json'));
    act(() => result.current.request());
    await waitFor(() => expect(result.current.failed).toBe(true));
    fetchMock.mockResolvedValueOnce({ ok: true, text: async () => '{"props": 1}' });
    act(() => result.current.request());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(result.current.failed).toBe(true));
    fetchMock.mockResolvedValueOnce({ ok: true, text: async () => JSON.stringify(rows) });
    act(() => result.current.request());
    await waitFor(() => expect(result.current.rows).toEqual(rows));
    expect(result.current.failed).toBe(false);
  });

  it('never fetches an address that is not one of the site’s JSON files', () => {
    for (const address of [
      'https://evil.example/rows.json',
      '//evil.example/rows.json',
      'javascript:alert(1)',
      '/x/page.html',
    ]) {
      requestApiRows(address);
      const { result } = renderHook(() => useApiRows(address));
      expect(result.current.failed).toBe(true);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gives data that is already here at once, and nothing for a page without rows', () => {
    expect(renderHook(() => useApiRows(rows)).result.current.rows).toBe(rows);
    const none = renderHook(() => useApiRows(null)).result.current;
    expect([none.rows, none.failed]).toEqual([undefined, false]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
