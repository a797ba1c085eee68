/**
 * @jest-environment node
 */
/**
 * The errors a careful review found in the guide pages stay fixed: each claim is checked against the
 * installed 8.x packages (declarations, runtime, package.json) or the generated API data.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gridNumberComparator, gridStringOrNumberComparator } from '@mui/x-data-grid';
import { SITE_DIR } from '@site/plugins/api-docs/model';
import { pages } from '@site/src/data/pages';
import type { PageTreeNode } from '@site/src/pageTree/types';
import { realApi, EXTRACTION_TIMEOUT } from '../api/realModel';

const read = (file: string) => fs.readFileSync(path.join(SITE_DIR, file), 'utf8');
const pkg = (name: string) => path.join(SITE_DIR, 'node_modules', '@mui', name);
/** Prose without line breaks, so a phrase split over two lines still matches. */
const prose = (file: string) => read(file).replace(/\s+/g, ' ');

function component(name: string) {
  const found = realApi().model.components.find((entry) => entry.name === name);
  if (!found) throw new Error(`no component ${name}`);
  return found;
}
const propNames = (name: string) => component(name).props.map((prop) => prop.name);

/** Every `.d.ts` text of a package, to check that a name is exported. */
function declarations(name: string): string {
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(full);
      } else if (entry.name.endsWith('.d.ts')) texts.push(fs.readFileSync(full, 'utf8'));
    }
  };
  walk(pkg(name));
  return texts.join('\n');
}

beforeAll(() => {
  realApi();
}, EXTRACTION_TIMEOUT);

describe('facts corrected after the review', () => {
  it('migration: the data-source error callback is onDataSourceError, listed with the renamed props', () => {
    expect(propNames('DataGridPro')).toContain('onDataSourceError');
    expect(propNames('DataGridPro')).not.toContain('unstable_onDataSourceError');
    const page = read('docs/migration/migration-data-grid-v7.mdx');
    // A row of the table of renamed props: v7 name, then v8 name.
    expect(page).toMatch(/^\| `unstable_onDataSourceError` \| `onDataSourceError` \|$/m);
  });

  it('charts overview: recommends ChartsContainer, and names ChartContainer only as deprecated', () => {
    expect(component('ChartContainer').deprecated).toMatch(/ChartsContainer/);
    expect(component('ChartsContainer').deprecated).toBeUndefined();
    const page = prose('docs/react-charts/index.mdx');
    expect(page).toContain('<ApiLink name="ChartsContainer" />');
    for (const sentence of page.split(/(?<=\.)\s/).filter((s) => /\bChartContainer\b/.test(s))) {
      expect(sentence).toMatch(/deprecated/);
    }
  });

  it('licensing: lists every watermark message of the license package', () => {
    const source = fs.readFileSync(path.join(pkg('x-license'), 'Watermark', 'Watermark.js'), 'utf8');
    const messages = [...source.matchAll(/return '(MUI X [^']+)'/g)].map((match) => match[1]);
    expect(messages).toContain('MUI X Product not covered by plan');
    expect(messages.length).toBeGreaterThanOrEqual(6);
    const page = read('docs/introduction/licensing.mdx');
    const tableRows = page.split('\n').filter((line) => /^\| MUI X /.test(line));
    expect(tableRows.map((line) => line.split('|')[1].trim()).sort()).toEqual([...new Set(messages)].sort());
  });

  it('licensing and installation: initial Pro keys cover only the grid and pickers Pro packages', () => {
    const verify = fs.readFileSync(path.join(pkg('x-license'), 'verifyLicense', 'verifyLicense.js'), 'utf8');
    const covered = /PRO_PACKAGES_AVAILABLE_IN_INITIAL_PRO_PLAN = \[([^\]]*)\]/.exec(verify)![1];
    expect(covered.match(/x-[\w-]+/g)).toEqual(['x-data-grid-pro', 'x-date-pickers-pro']);
    for (const file of ['docs/introduction/licensing.mdx', 'docs/introduction/installation.mdx']) {
      const page = prose(file);
      expect(page).toMatch(/initial Pro plan/);
      expect(page).toContain('`@mui/x-charts-pro`');
      expect(page).toContain('`@mui/x-tree-view-pro`');
    }
    expect(prose('docs/introduction/installation.mdx')).not.toContain(
      'One key covers every package in its plan',
    );
  });

  it('licensing: says that a key set at build time (MUI_X_LICENSE_KEY) is applied to the demos', () => {
    expect(read('docusaurus.config.ts')).toMatch(/process\.env\.MUI_X_LICENSE_KEY/);
    const page = prose('docs/introduction/licensing.mdx');
    expect(page).toContain('`MUI_X_LICENSE_KEY`');
    expect(page).not.toMatch(/deliberately run without a key/);
  });

  it('installation: @mui/system is a peer dependency of every x-* package, and the page installs it', () => {
    for (const name of [
      'x-data-grid',
      'x-data-grid-pro',
      'x-data-grid-premium',
      'x-date-pickers',
      'x-date-pickers-pro',
      'x-charts',
      'x-charts-pro',
      'x-tree-view',
      'x-tree-view-pro',
    ]) {
      const manifest = JSON.parse(fs.readFileSync(path.join(pkg(name), 'package.json'), 'utf8'));
      expect([name, Object.keys(manifest.peerDependencies)]).toEqual([
        name,
        expect.arrayContaining(['@mui/system']),
      ]);
    }
    const page = read('docs/introduction/installation.mdx');
    for (const manager of ['npm install', 'pnpm add', 'yarn add']) {
      expect(page).toContain(`${manager} @mui/material @mui/system @emotion/react @emotion/styled`);
      expect(page).toContain(`${manager} @mui/x-license`);
    }
  });

  it('installation: the range pickers are not in the free package', () => {
    const exporters = (name: string) =>
      realApi()
        .model.exports.filter((entry) => entry.name === name)
        .map((entry) => entry.packageName);
    for (const name of ['DateRangePicker', 'DateTimeRangePicker', 'TimeRangePicker']) {
      expect([name, exporters(name)]).toEqual([name, ['@mui/x-date-pickers-pro']]);
    }
    expect(prose('docs/introduction/installation.mdx')).toMatch(/but not the range pickers/);
    expect(prose('docs/introduction/licensing.mdx')).not.toContain('every single date and time picker,');
  });

  it('tree view: selectionPropagation is a prop of SimpleTreeView as well as RichTreeView', () => {
    expect(propNames('SimpleTreeView')).toContain('selectionPropagation');
    expect(propNames('RichTreeView')).toContain('selectionPropagation');
    const page = prose('docs/react-tree-view/index.mdx');
    expect(page).toContain('<ApiLink name="SimpleTreeView.selectionPropagation"');
    expect(page).not.toMatch(/in the Rich Tree View, automatic selection/);
  });

  it('data grid getting started: lists every column type of GridColType', () => {
    const declaration = fs.readFileSync(
      path.join(pkg('x-data-grid'), 'models', 'colDef', 'gridColType.d.ts'),
      'utf8',
    );
    const types = [...declaration.matchAll(/^\s+\w+: '(\w+)';$/gm)].map((match) => match[1]);
    expect(types).toEqual(expect.arrayContaining(['longText', 'custom']));
    const bullet = prose('docs/react-data-grid/quickstart.mdx').match(/- `type` — [^;]*;/)![0];
    for (const type of types) expect([type, bullet.includes(`\`'${type}'\``)]).toEqual([type, true]);
  });

  it('sorting: numbers compare numerically even in a string column; only strings sort as text', () => {
    expect(gridStringOrNumberComparator(100, 20, null as never, null as never)).toBeGreaterThan(0);
    expect(gridStringOrNumberComparator('100', '20', null as never, null as never)).toBeLessThan(0);
    const page = prose('docs/react-data-grid/sorting.mdx');
    expect(page).not.toMatch(/numeric field declared as a string sorts as text/);
    expect(page).toMatch(/only string values are compared as text/);
  });

  it('support: the example report describes what the grid does with empty values', () => {
    // Ascending: empty first. Descending inverts the comparator, so empty comes last.
    expect(gridNumberComparator(null, 10, null as never, null as never)).toBeLessThan(0);
    const page = read('docs/introduction/support.mdx');
    expect(page).toContain('Sorting "amount" ascending puts the row without an amount first');
    expect(page).not.toContain('descending puts the null row first');
  });

  it('defaults stated in prose are those of the API data', () => {
    const defaultOf = (owner: string, prop: string) => {
      const entry =
        realApi().model.components.find((c) => c.name === owner) ??
        realApi().model.interfaces.find((i) => i.name === owner);
      const props = entry && ('props' in entry ? entry.props : entry.properties);
      return props?.find((p) => p.name === prop)?.default;
    };
    expect(defaultOf('DataGridPro', 'rowSelectionPropagation')).toBe('{ parents: true, descendants: true }');
    expect(prose('docs/migration/migration-data-grid-v7.mdx')).toContain(
      '<ApiLink name="DataGridPro.rowSelectionPropagation" /> now defaults to `{ parents: true, descendants: true }`',
    );
    expect(defaultOf('GridColDef', 'type')).toBe("'string'");
    expect(prose('docs/react-data-grid/quickstart.mdx')).toContain("`'string'` (the default)");
  });

  it('List view is stable: no Preview chip in the navigation, and listView has no unstable_ prefix', () => {
    const find = (nodes: PageTreeNode[]): PageTreeNode | undefined =>
      nodes
        .map((node) => (node.pathname === '/react-data-grid/list-view' ? node : find(node.children ?? [])))
        .find(Boolean);
    const node = find(pages);
    expect(node).toBeDefined();
    expect(node!.unstable).toBeFalsy();
    expect(propNames('DataGridPro')).toEqual(expect.arrayContaining(['listView', 'listViewColumn']));
  });

  it('roadmap: links the public roadmap and milestones, and every preview API it names is exported', () => {
    const page = read('docs/introduction/roadmap.mdx');
    expect(page).toContain('https://github.com/orgs/mui/projects/35');
    expect(page).toContain('https://github.com/mui/mui-x/milestones');
    const named = [...new Set([...page.matchAll(/`((?:unstable|Unstable)_\w+)`/g)].map((match) => match[1]))];
    expect(named.length).toBeGreaterThanOrEqual(8);
    const all = ['x-data-grid-premium', 'x-date-pickers', 'x-date-pickers-pro', 'x-charts', 'x-charts-pro']
      .map(declarations)
      .join('\n');
    for (const name of named) {
      const exported = new RegExp(
        `(export declare const ${name}\\b|as ${name}\\b|export \\{[^}]*\\b${name}\\b)`,
      ).test(all);
      expect([name, exported]).toEqual([name, true]);
    }
  });
});
