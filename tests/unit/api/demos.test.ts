import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { collectDemos, docPathToHref, parseFrontMatter } from '@site/plugins/api-docs/demos';

describe('parseFrontMatter', () => {
  it('reads title, slug and the comma-separated components list', () => {
    const source =
      '---\ntitle: "Data Grid - Sorting"\ncomponents: DataGrid, DataGridPro,DataGridPremium\nother: x\n---\n\n# Body';
    expect(parseFrontMatter(source)).toEqual({
      title: 'Data Grid - Sorting',
      components: ['DataGrid', 'DataGridPro', 'DataGridPremium'],
    });
  });

  it('accepts a bracketed list and ignores names that are not component identifiers', () => {
    expect(
      parseFrontMatter("---\ncomponents: [BarChart, 'LineChart', bad name, <x>]\n---").components,
    ).toEqual(['BarChart', 'LineChart']);
  });

  it('returns no components without front matter', () => {
    expect(parseFrontMatter('# Title\ncomponents: DataGrid')).toEqual({ components: [] });
  });
});

describe('docPathToHref', () => {
  it('maps docs files to their URLs', () => {
    expect(docPathToHref('react-data-grid/sorting.mdx')).toBe('/react-data-grid/sorting/');
    expect(docPathToHref('react-data-grid/index.mdx')).toBe('/react-data-grid/');
    expect(docPathToHref('x.md', '/custom/path')).toBe('/custom/path/');
  });
});

describe('collectDemos', () => {
  it('lists the pages naming each component, sorted by title, with plan marks from the page tree', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-demos-'));
    fs.mkdirSync(path.join(dir, 'react-data-grid'));
    fs.mkdirSync(path.join(dir, 'api', 'data-grid'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'react-data-grid', 'sorting.mdx'),
      '---\ntitle: Sorting\ncomponents: DataGrid, DataGridPro\n---\n',
    );
    fs.writeFileSync(
      path.join(dir, 'react-data-grid', 'column-pinning.mdx'),
      '---\ntitle: Column pinning\ncomponents: DataGridPro\n---\n',
    );
    // Generated API stubs are never demos.
    fs.writeFileSync(
      path.join(dir, 'api', 'data-grid', 'x.mdx'),
      '---\ntitle: X\ncomponents: DataGrid\n---\n',
    );
    const demos = collectDemos(dir, { '/react-data-grid/column-pinning': { plan: 'pro' } });
    expect(demos.get('DataGrid')).toEqual([{ title: 'Sorting', href: '/react-data-grid/sorting/' }]);
    expect(demos.get('DataGridPro')).toEqual([
      { title: 'Column pinning', href: '/react-data-grid/column-pinning/', plan: 'pro' },
      { title: 'Sorting', href: '/react-data-grid/sorting/' },
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
