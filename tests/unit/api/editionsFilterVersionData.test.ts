/**
 * The plan of each prop of a paid edition (plugins/api-docs/editions.ts), the props filter's parsing
 * and matching (src/api/filter.ts) and a version's API data frozen as JSON (plugins/api-docs/versionData.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { propsWithEditionPlans } from '@site/plugins/api-docs/editions';
import { apiPageEntries } from '@site/plugins/api-docs/pages';
import { apiVersionData, readApiVersionData, writeApiVersionData } from '@site/plugins/api-docs/versionData';
import {
  PROP_FILTER_MAX_LENGTH,
  filterTerms,
  matchesPropFilter,
  parsePropFilter,
  propFilterFromSearch,
  propFilterText,
  searchWithPropFilter,
} from '@site/src/api/filter';
import type { ApiComponent, ApiProp } from '@site/src/api/types';
import { componentPage, EXTRACTION_TIMEOUT, realApi } from './realModel';

const prop = (name: string, extra: Partial<ApiProp> = {}): ApiProp => ({
  name,
  type: 'boolean',
  required: false,
  description: '',
  ...extra,
});

const edition = (name: string, plan: ApiComponent['plan'], props: string[]): ApiComponent => ({
  kind: 'component',
  name,
  exportName: name,
  product: 'data-grid',
  slug: name.toLowerCase(),
  packageName: '@mui/x-data-grid',
  ...(plan ? { plan } : {}),
  description: '',
  imports: [],
  props: props.map((name) => prop(name)),
  slots: [],
  classes: [],
});

describe('propsWithEditionPlans', () => {
  const community = edition('Grid', undefined, ['rows', 'columns']);
  const pro = edition('GridPro', 'pro', ['rows', 'columns', 'treeData']);
  const premium = edition('GridPremium', 'premium', ['rows', 'columns', 'treeData', 'rowGroupingModel']);
  const all = [community, pro, premium];
  const plans = (component: ApiComponent, among = all) =>
    Object.fromEntries(propsWithEditionPlans(component, among).map((entry) => [entry.name, entry.plan]));

  it('gives each prop the plan of the lowest edition that has it', () => {
    expect(plans(premium)).toEqual({
      rows: undefined,
      columns: undefined,
      treeData: 'pro',
      rowGroupingModel: 'premium',
    });
    expect(plans(pro)).toEqual({ rows: undefined, columns: undefined, treeData: 'pro' });
    expect(plans(community)).toEqual({ rows: undefined, columns: undefined });
  });

  it('compares only editions of the same product and keeps a plan the extraction set', () => {
    const otherProduct = { ...community, product: 'charts' as const };
    expect(propsWithEditionPlans(pro, [otherProduct, pro])).toBe(pro.props);
    const marked = { ...premium, props: [prop('rows', { plan: 'premium' as const })] };
    expect(plans(marked)).toEqual({ rows: 'premium' });
  });

  it(
    'marks the real DataGridPremium props: Pro for tree data, Premium for row grouping, none for the free ones',
    () => {
      const byName = new Map(
        componentPage('data-grid', 'data-grid-premium').props.map((p) => [p.name, p.plan]),
      );
      expect(byName.get('treeData')).toBe('pro');
      expect(byName.get('rowGroupingModel')).toBe('premium');
      expect(byName.get('checkboxSelection')).toBeUndefined();
      const pro = new Map(componentPage('data-grid', 'data-grid-pro').props.map((p) => [p.name, p.plan]));
      expect(pro.get('treeData')).toBe('pro');
      expect(pro.has('rowGroupingModel')).toBe(false);
      expect(componentPage('data-grid', 'data-grid').props.some((p) => p.plan)).toBe(false);
    },
    EXTRACTION_TIMEOUT,
  );
});

describe('props filter', () => {
  it('reads the URL parameter as untrusted text: bounded, without control characters', () => {
    expect(propFilterFromSearch('?filter=row%20height')).toBe('row height');
    expect(propFilterFromSearch('?other=1')).toBe('');
    expect(propFilterFromSearch(`?filter=${'a'.repeat(500)}`)).toHaveLength(PROP_FILTER_MAX_LENGTH);
    expect(propFilterFromSearch('?filter=a%00b%0Ac')).toBe('a b c');
    expect(parsePropFilter(['array'])).toBe('');
    expect(parsePropFilter(undefined)).toBe('');
  });

  it('writes the filter into the query string and keeps the other parameters', () => {
    expect(searchWithPropFilter('', 'rowHeight')).toBe('?filter=rowHeight');
    expect(searchWithPropFilter('?a=1&filter=x', '  ')).toBe('?a=1');
    expect(searchWithPropFilter('?filter=x', '')).toBe('');
    expect(searchWithPropFilter('?a=1', 'a&b=<c>')).toBe('?a=1&filter=a%26b%3D%3Cc%3E');
  });

  it('matches every word against the name, type, default and description, ignoring case', () => {
    const text = propFilterText(
      prop('checkboxSelection', { default: 'false', description: 'If `true`, shows checkboxes.' }),
    );
    expect(matchesPropFilter(text, filterTerms('CHECKBOX'))).toBe(true);
    expect(matchesPropFilter(text, filterTerms('boolean shows'))).toBe(true);
    expect(matchesPropFilter(text, filterTerms('boolean rows'))).toBe(false);
    expect(matchesPropFilter(text, filterTerms('   '))).toBe(true);
    expect(filterTerms(' Row  height ')).toEqual(['row', 'height']);
  });
});

describe('a version frozen as API data', () => {
  it(
    'writes the pages of the model and reads them back as the same pages',
    () => {
      const { model } = realApi();
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-version-'));
      const file = path.join(dir, 'api-8.x.json');
      const demos = new Map([['DataGrid', [{ title: 'Sorting', href: '/react-data-grid/sorting/' }]]]);
      writeApiVersionData(file, apiVersionData(model, demos, { '@mui/x-data-grid': '8.29.3' }));
      const read = readApiVersionData(file);
      expect(read.packages).toEqual({ '@mui/x-data-grid': '8.29.3' });
      expect(read.pages).toEqual(apiPageEntries({ model, demos }));
      const grid = read.pages.find((page) => page.path === '/api/data-grid/data-grid/');
      expect(grid?.title).toBe('DataGrid API');
      fs.rmSync(dir, { recursive: true, force: true });
    },
    EXTRACTION_TIMEOUT,
  );

  it('refuses a file of another format or with a bad page, naming the problem', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-version-'));
    const file = path.join(dir, 'bad.json');
    const write = (value: unknown) => fs.writeFileSync(file, JSON.stringify(value));
    write({ format: 2, packages: {}, pages: [] });
    expect(() => readApiVersionData(file)).toThrow(/format 2, expected 1/);
    const page = {
      file: 'data-grid/data-grid',
      path: '/api/data-grid/data-grid/',
      title: 'DataGrid API',
      description: '',
      data: { kind: 'component', product: 'data-grid' },
    };
    write({ format: 1, packages: {}, pages: [{ ...page, file: '../../etc/passwd' }] });
    expect(() => readApiVersionData(file)).toThrow(/pages\[0\]\.file/);
    write({ format: 1, packages: {}, pages: [page, page] });
    expect(() => readApiVersionData(file)).toThrow(/two pages for data-grid\/data-grid/);
    fs.writeFileSync(file, '{not json');
    expect(() => readApiVersionData(file)).toThrow(/cannot read the version's API data/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
