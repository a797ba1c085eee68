import { cutVersionNames, getProductInfoFromUrl, productIdOf } from '@site/src/productInfo';

type Row = [path: string, productCategoryId: string, productId: string];

const rows: Row[] = [
  ['/x/react-data-grid/', 'x', 'x-data-grid'],
  ['/x/react-data-grid/editing/', 'x', 'x-data-grid'],
  ['/x/react-date-pickers/date-picker/', 'x', 'x-date-pickers'],
  ['/x/react-charts/bars/', 'x', 'x-charts'],
  ['/x/react-tree-view/rich-tree-view/items/', 'x', 'x-tree-view'],
  ['/x/react-foo/', 'x', 'x-foo'],
  ['/x/api/data-grid/data-grid/', 'x', 'x-data-grid'],
  ['/x/api/data-grid/', 'x', 'x-data-grid'],
  ['/x/api/date-pickers/date-picker/', 'x', 'x-date-pickers'],
  ['/x/api/charts/bar-chart/', 'x', 'x-charts'],
  ['/x/api/charts', 'x', 'x-charts'],
  ['/x/api/chartsx/', 'x', 'null'],
  // Tree View API pages have no override: the general rule finds no react- folder.
  ['/x/api/tree-view/rich-tree-view/', 'x', 'null'],
  ['/x/introduction/', 'x', 'null'],
  ['/x/', 'x', 'null'],
  ['/x', 'x', 'null'],
  ['/zh/x/react-charts/', 'x', 'x-charts'],
  ['/zh/x/api/data-grid/grid-api/', 'x', 'x-data-grid'],
  ['/x/react-data-grid/?tab=api#props', 'x', 'x-data-grid'],
  ['/x//api//charts//line-chart/', 'x', 'x-charts'],
  ['/material-ui/react-button/', 'core', 'material-ui'],
  ['/joy-ui/getting-started/', 'core', 'joy-ui'],
  ['/base-ui/react-menu/', 'core', 'base-ui'],
  ['/system/getting-started/', 'core', 'system'],
  ['/toolpad/studio/getting-started/', 'toolpad', 'toolpad-studio'],
  ['/toolpad/core/introduction/', 'toolpad', 'toolpad-core'],
  ['/toolpad/', 'toolpad', 'toolpad-studio'],
  ['/docs/contributing/', 'null', 'docs'],
  ['/versions/', 'null', 'docs'],
  ['/production-error/?code=1', 'null', 'docs'],
  ['/experiments/docs/callouts/', 'null', 'docs-infra'],
  ['/experiments/other/', 'null', 'null'],
  ['/blog/', 'null', 'null'],
  ['/', 'null', 'null'],
];

test.each(rows)('%s → %s / %s', (path, productCategoryId, productId) => {
  expect(getProductInfoFromUrl(path)).toEqual({ productCategoryId, productId });
});

test('the table has at least 20 cases', () => {
  expect(rows.length).toBeGreaterThanOrEqual(20);
});

test('productIdOf keeps only the documented products (for the versions menu)', () => {
  expect(productIdOf(getProductInfoFromUrl('/x/api/charts/pie-chart/'))).toBe('x-charts');
  expect(productIdOf(getProductInfoFromUrl('/x/react-foo/'))).toBeNull();
  expect(productIdOf(getProductInfoFromUrl('/material-ui/'))).toBeNull();
  expect(productIdOf(getProductInfoFromUrl('/x/api/tree-view/tree-item/'))).toBeNull();
});

test("a cut version's folder is read through, only for the versions named", () => {
  const cut = ['8.x', 'fixture'];
  expect(getProductInfoFromUrl('/x/8.x/react-data-grid/sorting/', cut)).toEqual({
    productCategoryId: 'x',
    productId: 'x-data-grid',
  });
  expect(getProductInfoFromUrl('/x/fixture/api/charts/bar-chart/', cut).productId).toBe('x-charts');
  expect(getProductInfoFromUrl('/zh/x/8.x/react-tree-view/', cut).productId).toBe('x-tree-view');
  expect(getProductInfoFromUrl('/x/8.x/', cut)).toEqual({ productCategoryId: 'x', productId: 'null' });
  // Without the version list, or for a folder that is no version, nothing is stripped.
  expect(getProductInfoFromUrl('/x/8.x/react-data-grid/sorting/').productId).toBe('null');
  expect(getProductInfoFromUrl('/x/8.xy/react-data-grid/', cut).productId).toBe('null');
});

test("cutVersionNames reads the docs plugin's global data, leaving out the current version", () => {
  const data = {
    'docusaurus-plugin-content-docs': {
      default: {
        versions: [
          { name: 'current', isLast: true },
          { name: 'fixture', isLast: false },
          { name: 42, isLast: false },
        ],
      },
    },
  };
  expect(cutVersionNames(data)).toEqual(['fixture']);
  expect(cutVersionNames(undefined)).toEqual([]);
  expect(cutVersionNames({ 'docusaurus-plugin-content-docs': { default: { versions: 'x' } } })).toEqual([]);
});
