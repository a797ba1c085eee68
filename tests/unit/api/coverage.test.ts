/**
 * @jest-environment node
 */
/**
 * Every React component the packages export at runtime has an API page, or an entry in the skip list
 * (plugins/api-docs/skip-list.ts) with a reason. Components are found from the runtime exports, not from
 * the generator's type-based discovery, so the two checks are independent.
 */
import { API_PRODUCTS } from '@site/plugins/api-docs/config';
import { SKIP_RULES } from '@site/plugins/api-docs/skip-list';
import { EXTRACTION_TIMEOUT, realApi } from './realModel';

const REACT_WRAPPERS = new Set([Symbol.for('react.forward_ref'), Symbol.for('react.memo')]);

/** A function component, or a forwardRef/memo wrapper object, exported under a component-like name. */
function isRuntimeComponent(name: string, value: unknown): boolean {
  if (!/^(Unstable_)?[A-Z][A-Za-z0-9]*$/.test(name) || /^[A-Z0-9_]+$/.test(name)) return false;
  if (typeof value === 'function') return !/^class\s/.test(Function.prototype.toString.call(value));
  if (value && typeof value === 'object')
    return REACT_WRAPPERS.has((value as { $$typeof?: symbol }).$$typeof as symbol);
  return false;
}

describe('component coverage', () => {
  it(
    'every runtime component export has a page or a skip entry with a reason',
    () => {
      const { model } = realApi();
      const pages = new Set(
        model.components.map((component) => `${component.product}:${component.exportName}`),
      );
      const skipped = new Map(
        model.exports
          .filter((record) => record.skippedBecause)
          .map((record) => [`${record.packageName}:${record.name}`, record.skippedBecause]),
      );
      const undocumented: string[] = [];
      let components = 0;
      for (const product of API_PRODUCTS) {
        for (const pkg of product.packages) {
          // eslint-disable-next-line @typescript-eslint/no-require-imports -- the package name is only known at run time
          const runtime = require(pkg.name) as Record<string, unknown>;
          for (const [name, value] of Object.entries(runtime)) {
            if (!isRuntimeComponent(name, value)) continue;
            components += 1;
            if (pages.has(`${product.product}:${name}`)) continue;
            if (skipped.get(`${pkg.name}:${name}`)) continue;
            undocumented.push(`${pkg.name}: ${name}`);
          }
        }
      }
      expect(undocumented).toEqual([]);
      expect(components).toBeGreaterThan(300);
    },
    EXTRACTION_TIMEOUT,
  );

  it('every skip reason is a sentence and every named rule still matches an export', () => {
    const { model } = realApi();
    for (const rule of SKIP_RULES) {
      expect(rule.reason.length).toBeGreaterThan(30);
      expect(rule.kind !== undefined || (rule.names?.length ?? 0) > 0).toBe(true);
      for (const name of rule.names ?? []) {
        expect(
          model.exports.some((record) => record.name === name && record.skippedBecause === rule.reason),
        ).toBe(true);
      }
    }
  });

  it('documents the components the reference site had, and more', () => {
    const { model } = realApi();
    const names = (product: string) =>
      new Set(model.components.filter((c) => c.product === product).map((c) => c.name));
    for (const name of [
      'DataGrid',
      'DataGridPro',
      'DataGridPremium',
      'GridFilterForm',
      'GridFilterPanel',
      'GridToolbarQuickFilter',
    ]) {
      expect(names('data-grid').has(name)).toBe(true);
    }
    for (const name of [
      'DatePicker',
      'DateRangePicker',
      'PickersDay',
      'LocalizationProvider',
      'PickersSectionList',
    ]) {
      expect(names('date-pickers').has(name)).toBe(true);
    }
    for (const name of ['BarChart', 'BarChartPro', 'Heatmap', 'ChartsTooltip', 'SparkLineChart', 'Gauge']) {
      expect(names('charts').has(name)).toBe(true);
    }
    for (const name of ['RichTreeView', 'RichTreeViewPro', 'SimpleTreeView', 'TreeItem', 'TreeItemIcon']) {
      expect(names('tree-view').has(name)).toBe(true);
    }
    expect(model.components.length).toBeGreaterThanOrEqual(121);
    expect(model.interfaces.map((entry) => entry.name)).toEqual(
      expect.arrayContaining([
        'GridApi',
        'GridColDef',
        'GridFilterModel',
        'GridExcelExportOptions',
        'AxisConfig',
        'PieSeriesType',
      ]),
    );
  });
});
