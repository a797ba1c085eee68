/**
 * What the extraction reads from the real declarations: props types as written, generic defaults,
 * signature-only props, ref targets, theme names, class names, slot-derived classes, imports and the
 * classification of exports that get no page.
 */
import { packageOfFile } from '@site/plugins/api-docs/program';
import { sortProps } from '@site/plugins/api-docs/props';
import { componentPage, EXTRACTION_TIMEOUT, realApi } from './realModel';

beforeAll(() => {
  realApi();
}, EXTRACTION_TIMEOUT);

describe('component pages from the real packages', () => {
  it('DataGrid: types as written, required first, function signatures, ref, theme name and classes', () => {
    const grid = componentPage('data-grid', 'data-grid');
    expect(grid.props[0]).toMatchObject({
      name: 'columns',
      required: true,
      type: 'readonly GridColDef<R>[]',
    });
    expect(grid.props.filter((prop) => prop.required).map((prop) => prop.name)).toEqual(['columns']);
    const onCellClick = grid.props.find((prop) => prop.name === 'onCellClick')!;
    expect(onCellClick.type).toBe("GridEventListener<'cellClick'>");
    expect(onCellClick.signature?.args.map((arg) => arg.name)).toEqual(['params', 'event', 'details']);
    expect(onCellClick.signature?.args[0].description).toContain('[[GridCellParams]]');
    expect(grid.forwardsRefTo).toBe('HTMLDivElement');
    expect(grid.muiName).toBe('MuiDataGrid');
    expect(grid.classes.find((entry) => entry.key === 'cell')).toMatchObject({
      className: 'MuiDataGrid-cell',
      isGlobal: false,
    });
    expect(grid.slots.find((slot) => slot.name === 'toolbar')).toBeDefined();
    expect(grid.imports).toEqual([
      "import { DataGrid } from '@mui/x-data-grid/DataGrid';",
      "import { DataGrid } from '@mui/x-data-grid';",
    ]);
    expect(grid.description).not.toMatch(/Demos:|API:|Features:/);
  });

  it('paid pages carry their plan; props added by a paid package are marked on community pages', () => {
    expect(componentPage('data-grid', 'data-grid-premium').plan).toBe('premium');
    expect(componentPage('data-grid', 'data-grid-pro').props.length).toBeGreaterThan(
      componentPage('data-grid', 'data-grid').props.length,
    );
    const toolbar = componentPage('data-grid', 'grid-toolbar');
    expect(toolbar.props.find((prop) => prop.name === 'excelOptions')?.plan).toBe('premium');
  });

  it('reads generic props types with their defaults applied, and props only the signature adds', () => {
    const container = componentPage('charts', 'charts-container-pro');
    expect(container.props.map((prop) => prop.name)).toEqual(
      expect.arrayContaining(['xAxis', 'yAxis', 'initialZoom', 'onZoomChange']),
    );
    expect(componentPage('charts', 'charts-legend').slots.map((slot) => slot.name)).toContain('legend');
    expect(componentPage('charts', 'continuous-color-legend').props.map((prop) => prop.name)).toContain(
      'rotateGradient',
    );
  });

  it('class names come from the package’s own class generator, with global state classes', () => {
    expect(componentPage('charts', 'bar-chart').classes.map((entry) => entry.className)).toContain(
      'MuiBar-element',
    );
    const treeItem = componentPage('tree-view', 'tree-item');
    expect(treeItem.classes.find((entry) => entry.key === 'selected')).toMatchObject({
      className: 'Mui-selected',
      isGlobal: true,
    });
    expect(treeItem.classes.find((entry) => entry.key === 'content')?.className).toBe('MuiTreeItem-content');
  });

  it('a component without classes of its own lists the classes of its slots’ components', () => {
    const picker = componentPage('date-pickers', 'date-picker');
    const toolbarClass = picker.classes.find((entry) => entry.component === 'DatePickerToolbar');
    expect(toolbarClass).toMatchObject({ slot: 'toolbar', className: 'MuiDatePickerToolbar-root' });
    expect(picker.links.DatePickerToolbar).toBe('/api/date-pickers/date-picker-toolbar/');
  });

  it('imports: subpath of the declaring package, then every package root that exports it', () => {
    expect(componentPage('charts', 'charts-overlay').imports).toEqual([
      "import { ChartsOverlay } from '@mui/x-charts/ChartsOverlay';",
      "import { ChartsOverlay } from '@mui/x-charts-pro';",
    ]);
    expect(componentPage('tree-view', 'tree-item').imports).toEqual([
      "import { TreeItem } from '@mui/x-tree-view/TreeItem';",
      "import { TreeItem } from '@mui/x-tree-view';",
      "import { TreeItem } from '@mui/x-tree-view-pro';",
    ]);
  });

  it('an export only available as Unstable_ gets a page under its stable name, marked unstable', () => {
    const sankey = componentPage('charts', 'sankey-chart');
    expect(sankey).toMatchObject({
      name: 'SankeyChart',
      exportName: 'Unstable_SankeyChart',
      unstable: true,
      plan: 'pro',
    });
  });

  it('records why exports have no page', () => {
    const { model } = realApi();
    const reason = (name: string, packageName: string) =>
      model.exports.find((record) => record.name === name && record.packageName === packageName)
        ?.skippedBecause ?? '';
    expect(reason('DataGridPremium', '@mui/x-data-grid-pro')).toMatch(/placeholder/);
    expect(reason('GridAddIcon', '@mui/x-data-grid')).toMatch(/icon/);
    expect(reason('TreeItemRoot', '@mui/x-tree-view')).toMatch(/Styled element/);
    expect(reason('GridApiContext', '@mui/x-data-grid')).toMatch(/context/);
    expect(reason('Unstable_RadarChart', '@mui/x-charts')).toMatch(/Unstable_ alias/);
    expect(reason('DataGridPremium', '@mui/x-data-grid-premium')).toBe('');
  });

  it('interfaces: the richest edition, with plan marks on paid members', () => {
    const { model } = realApi();
    const api = model.interfaces.find((entry) => entry.name === 'GridApi')!;
    expect(api.packageName).toBe('@mui/x-data-grid');
    expect(api.properties.find((prop) => prop.name === 'getRow')?.plan).toBeUndefined();
    expect(api.properties.filter((prop) => prop.plan === 'premium').length).toBeGreaterThan(5);
    const colDef = model.interfaces.find((entry) => entry.name === 'GridColDef')!;
    expect(colDef.properties.find((prop) => prop.name === 'field')).toMatchObject({
      required: true,
      type: 'string',
    });
  });
});

describe('helpers', () => {
  it('packageOfFile finds scoped and plain packages', () => {
    expect(packageOfFile('/a/node_modules/@mui/x-data-grid-pro/models/x.d.ts')).toBe('@mui/x-data-grid-pro');
    expect(packageOfFile('/a/node_modules/@types/react/index.d.ts')).toBe('@types/react');
    expect(packageOfFile('/a/node_modules/csstype/index.d.ts')).toBe('csstype');
    expect(packageOfFile('/a/src/x.ts')).toBeUndefined();
  });

  it('sortProps puts required props first, then sorts by name', () => {
    const sorted = sortProps([
      { name: 'b', required: false },
      { name: 'z', required: true },
      { name: 'a', required: false },
    ]);
    expect(sorted.map((prop) => prop.name)).toEqual(['z', 'a', 'b']);
  });
});
