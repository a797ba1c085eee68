/**
 * @jest-environment node
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import {
  buildDemoSources,
  demoChunkModuleCode,
  demoGroupLoadModuleCode,
  demoGroupModuleCode,
  demoModuleCode,
  demoNameOf,
  demoScopeImports,
  demoScopeModuleCode,
  extractPreview,
  generateJs,
  PREVIEW_MAX_LINES,
} from '@site/plugins/demos/transform';
import {
  demoGroupQuery,
  demoQueryWithGroup,
  groupOfDemoQuery,
  parseDemoGroupQuery,
} from '@site/plugins/demos/queries';

const TSX = `import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import type { GridRowsProp } from '@mui/x-data-grid';

interface Row {
  id: number;
  name: string;
}

const rows: GridRowsProp<Row> = [{ id: 1, name: 'Ada' }];

// Columns shown by the grid.
const columns: GridColDef<Row>[] = [{ field: 'name', width: 150 }];

export default function Sample() {
  const [count, setCount] = React.useState<number>(0);

  return (
    <Box sx={{ height: 300 }}>
      <DataGrid rows={rows} columns={columns} onRowClick={() => setCount(count + 1)} />
    </Box>
  );
}
`;

describe('generateJs', () => {
  it('strips types and type-only imports, keeps comments and the blank lines between statements', async () => {
    const js = await generateJs(TSX, 'Sample.tsx');
    expect(js).toBe(`import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [{ id: 1, name: 'Ada' }];

// Columns shown by the grid.
const columns = [{ field: 'name', width: 150 }];

export default function Sample() {
  const [count, setCount] = React.useState(0);

  return (
    <Box sx={{ height: 300 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        onRowClick={() => setCount(count + 1)}
      />
    </Box>
  );
}
`);
  });

  it('removes `as` casts, non-null assertions and generics from calls', async () => {
    const js = await generateJs(
      "const el = document.getElementById('x')!;\nconst n = (el as HTMLElement).tabIndex;\nconst m = new Map<string, number>();\n",
      'Casts.tsx',
    );
    expect(js).toBe(
      "const el = document.getElementById('x');\nconst n = el.tabIndex;\nconst m = new Map();\n",
    );
  });
});

describe('extractPreview', () => {
  it('returns the returned JSX without its single layout wrapper', () => {
    expect(extractPreview(TSX, 'Sample.tsx')).toBe(
      '<DataGrid rows={rows} columns={columns} onRowClick={() => setCount(count + 1)} />',
    );
  });

  it('keeps a wrapper that holds more than one element, dedented', () => {
    const code = `export default function Two() {
  return (
    <div>
      <span>a</span>
      <span>b</span>
    </div>
  );
}`;
    expect(extractPreview(code, 'Two.tsx')).toBe('<div>\n  <span>a</span>\n  <span>b</span>\n</div>');
  });

  it('reads `export default Name` pointing at an arrow function with an expression body', () => {
    const code = 'const Arrow = () => <Button variant="contained">Go</Button>;\nexport default Arrow;\n';
    expect(extractPreview(code, 'Arrow.tsx')).toBe('<Button variant="contained">Go</Button>');
  });

  it(`gives no preview when the JSX is longer than ${PREVIEW_MAX_LINES} lines`, () => {
    const items = Array.from({ length: PREVIEW_MAX_LINES }, (_, i) => `      <li>${i}</li>`).join('\n');
    const code = `export default function Long() {\n  return (\n    <ul>\n${items}\n    </ul>\n  );\n}\n`;
    expect(extractPreview(code, 'Long.tsx')).toBeNull();
  });

  it('gives no preview when the default export does not return JSX', () => {
    expect(extractPreview('export default function Nothing() { return null; }', 'Nothing.tsx')).toBeNull();
  });
});

describe('buildDemoSources and the module code', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demos-unit-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('marks a TSX demo without any type as having no TS variant', async () => {
    const file = path.join(dir, 'Plain.tsx');
    const code =
      "import * as React from 'react';\n\nexport default function Plain() {\n  return <p>Hi</p>;\n}\n";
    const sources = await buildDemoSources(code, file);
    expect(sources.hasTypes).toBe(false);
    expect(sources.js).toBe(code);
  });

  it.each([
    ['an annotation', 'const n: number = 1;\n'],
    ['a type argument', "const [s] = React.useState<string>('');\n"],
    ['an interface', 'interface Row {\n  id: number;\n}\n'],
    ['a type alias', 'type Id = number;\n'],
    ['a type-only import', "import type { GridColDef } from '@mui/x-data-grid';\n"],
    ['a type-only specifier', "import { type GridColDef } from '@mui/x-data-grid';\n"],
    ['`as`', 'const x = {} as object;\n'],
    ['`satisfies`', 'const x = {} satisfies object;\n'],
    ['`!`', "const el = document.getElementById('a')!;\n"],
    // No type syntax: the variants are compared formatted alike, and the elided import tells them apart.
    ['only an import that nothing uses', "import { DataGrid } from '@mui/x-data-grid';\n"],
  ])('gives a TS variant to a demo with %s', async (_what, line) => {
    const code = `import * as React from 'react';\n${line}\nexport default function Typed() {\n  return <p>{String(React.version)}</p>;\n}\n`;
    const sources = await buildDemoSources(code, path.join(dir, 'Typed.tsx'));
    expect(sources.hasTypes).toBe(true);
    expect(sources.js).not.toBe(code);
  });

  it('collects the plain TypeScript modules a demo imports from its folder as extra files', async () => {
    const folder = path.join(dir, 'Shared');
    fs.mkdirSync(folder);
    fs.writeFileSync(path.join(folder, 'fakeServer.ts'), 'export const LATENCY = 300;\n');
    fs.writeFileSync(path.join(folder, 'Other.tsx'), 'export default function Other() { return null; }\n');
    const file = path.join(folder, 'Grid.tsx');
    const code =
      "import * as React from 'react';\nimport { LATENCY } from './fakeServer';\nimport Other from './Other';\n\nexport default function Grid(): React.ReactElement {\n  return <p>{LATENCY}</p>;\n}\n";
    const sources = await buildDemoSources(code, file);
    // `./Other` is a .tsx file, a demo of its own, so it is not an extra file.
    expect(sources.files).toEqual([
      { name: 'fakeServer.ts', language: 'tsx', content: 'export const LATENCY = 300;\n' },
    ]);
  });

  it('collects imported stylesheets as extra files and reports the generation time', async () => {
    const folder = path.join(dir, 'Styled');
    fs.mkdirSync(folder);
    fs.writeFileSync(path.join(folder, 'styles.css'), '.card { padding: 8px; }\n');
    const file = path.join(folder, 'css.tsx');
    const code =
      "import * as React from 'react';\nimport './styles.css';\n\nexport default function Card(): React.ReactElement {\n  return <div className=\"card\" />;\n}\n";
    const sources = await buildDemoSources(code, file);
    expect(sources.hasTypes).toBe(true);
    expect(sources.files).toEqual([
      { name: 'styles.css', language: 'css', content: '.card { padding: 8px; }\n' },
    ]);
    expect(sources.generationMs).toBeGreaterThan(0);
    expect(demoNameOf(file)).toBe('Styled');
    const moduleCode = demoModuleCode(sources, file, 'Styled');
    // One import of the demo's chunk entry, unnamed (a named chunk would be listed in the runtime of every page).
    expect(moduleCode).toContain(
      'demo.load = () => import("./css.tsx?demo-chunk").then((entry) => ({ default: entry.default, scope: entry.scope }));',
    );
    expect(moduleCode).not.toContain('webpackChunkName');
    // The entry holds the component and its module scope (for the live editor), and no stylesheet here.
    expect(demoChunkModuleCode(file)).toBe(
      'export { default } from "./css.tsx";\nexport { default as scope } from "./css.tsx?demo-scope";\n',
    );
    expect(moduleCode).toContain('"name":"Styled"');
  });

  it('gives the server bundle the sources without the chunk: static rendering never loads a demo', async () => {
    const file = path.join(dir, 'ServerSide.tsx');
    const sources = await buildDemoSources(TSX, file);
    const moduleCode = demoModuleCode(sources, file, 'ServerSide', { server: true });
    // No import at all, so the server compilation never reaches the component, its scope or MUI X.
    expect(moduleCode).not.toMatch(/\bimport\s*\(/);
    expect(moduleCode).not.toContain('?demo-chunk');
    // The same data as the browser's, and a `load` that says where demos mount.
    const dataOf = (code: string) => /^const demo = (.*);$/m.exec(code)?.[1];
    expect(dataOf(moduleCode)).toBe(dataOf(demoModuleCode(sources, file, 'ServerSide')));
    expect(JSON.parse(dataOf(moduleCode) ?? '{}')).toMatchObject({ name: 'ServerSide', tsx: TSX });
    expect(moduleCode).toContain(
      'demo.load = () => Promise.reject(new Error("The demo ServerSide mounts in the browser only."));',
    );
  });

  it('loads a demo of a group through the group module, whose demos run only when each is loaded', async () => {
    const file = path.join(dir, 'Second.tsx');
    const sources = await buildDemoSources(TSX, file);
    const group = {
      request: `./First.tsx${demoGroupQuery(['./First.tsx', './Second.tsx'])}`,
      key: './Second.tsx',
    };
    const moduleCode = demoModuleCode(sources, file, 'Second', { group });
    // Through the group's one load module, so the group's chunk has one `import()` and one copy.
    expect(moduleCode.split('\n')[0]).toBe(
      'import loadGroup from "./First.tsx?demo-group-load=.%2FFirst.tsx,.%2FSecond.tsx";',
    );
    expect(moduleCode).toContain(
      'demo.load = () => loadGroup().then((group) => group.default["./Second.tsx"]()).then((entry) => ({ default: entry.default, scope: entry.scope }));',
    );
    expect(moduleCode).not.toMatch(/\bimport\s*\(|\?demo-chunk/);
    expect(demoGroupLoadModuleCode(path.join(dir, 'First.tsx'), ['./First.tsx', './Second.tsx'])).toBe(
      'export default () => import("./First.tsx?demo-group=.%2FFirst.tsx,.%2FSecond.tsx");\n',
    );
    // The server bundle still gets no import.
    const serverCode = demoModuleCode(sources, file, 'Second', { server: true, group });
    expect(serverCode).not.toMatch(/\bimport\s*\(|^import /m);
    expect(serverCode).not.toContain('loadGroup');
    // `eager`: bundled into the group's chunk, evaluated when called.
    expect(demoGroupModuleCode(['./First.tsx', '../other/Second.tsx'])).toBe(
      'export default {\n' +
        '  "./First.tsx": () => import(/* webpackMode: "eager" */ "./First.tsx?demo-chunk"),\n' +
        '  "../other/Second.tsx": () => import(/* webpackMode: "eager" */ "../other/Second.tsx?demo-chunk"),\n' +
        '};\n',
    );
  });

  it('writes a group into the demo queries and reads it back, refusing anything but demo files', () => {
    const entries = ['./First.tsx', './Folder/system.tsx', '../Up.jsx'];
    const query = demoGroupQuery(entries);
    expect(parseDemoGroupQuery(query)).toEqual(entries);
    const group = { request: `./First.tsx${query}`, key: './Folder/system.tsx' };
    expect(groupOfDemoQuery(demoQueryWithGroup(group))).toEqual(group);
    expect(groupOfDemoQuery('?demo')).toBeNull();
    for (const bad of ['./x.css', 'First.tsx', './a.tsx?demo', '/abs/a.tsx', './a.tsx,./a.tsx']) {
      expect(() =>
        parseDemoGroupQuery(`?demo-group=${bad.split(',').map(encodeURIComponent).join(',')}`),
      ).toThrow(/not a demo file|twice/);
    }
    // A key the group does not list, or a query that is not a demo's.
    expect(() => groupOfDemoQuery(demoQueryWithGroup({ ...group, key: './Other.tsx' }))).toThrow(
      /does not list/,
    );
    expect(() => groupOfDemoQuery('?demo&group=x&key=y')).toThrow(/not a demo query/);
  });

  it('loads a `<stem>.utilities.css` with the component without showing it', async () => {
    const folder = path.join(dir, 'Utility');
    fs.mkdirSync(folder);
    fs.writeFileSync(path.join(folder, 'tailwind.utilities.css'), '.p-4 { padding: 1rem; }\n');
    const file = path.join(folder, 'tailwind.tsx');
    const code = 'export default function U() {\n  return <div className="p-4" />;\n}\n';
    const sources = await buildDemoSources(code, file);
    expect(sources.files).toEqual([]);
    expect(demoModuleCode(sources, file, 'Utility')).toContain('import("./tailwind.tsx?demo-chunk")');
    expect(demoChunkModuleCode(file)).toBe(
      'import "./tailwind.utilities.css";\nexport { default } from "./tailwind.tsx";\nexport { default as scope } from "./tailwind.tsx?demo-scope";\n',
    );
  });
});

describe('the module scope of a demo (for the live editor)', () => {
  it('lists the value imports by module, leaving out types the way the JS variant does', () => {
    const withCss = `${TSX}`.replace(
      "import type { GridRowsProp } from '@mui/x-data-grid';",
      "import type { GridRowsProp } from '@mui/x-data-grid';\nimport './grid.css';\nimport dayjs, { isDayjs as check } from 'dayjs';\nconsole.log(dayjs, check);",
    );
    expect(demoScopeImports(withCss, 'Sample.tsx')).toEqual([
      { source: 'react', namespace: true, default: false, named: [] },
      { source: '@mui/material/Box', namespace: false, default: true, named: [] },
      // GridColDef is imported without `type` but used only as a type: not a runtime export.
      { source: '@mui/x-data-grid', namespace: false, default: false, named: ['DataGrid'] },
      { source: './grid.css', namespace: false, default: false, named: [] },
      { source: 'dayjs', namespace: false, default: true, named: ['isDayjs'] },
    ]);
  });

  it('reads a JavaScript demo as written', () => {
    const js = "import { useState } from 'react';\nimport Button from '@mui/material/Button';\n";
    expect(demoScopeImports(js, 'Plain.jsx')).toEqual([
      { source: 'react', namespace: false, default: false, named: ['useState'] },
      { source: '@mui/material/Button', namespace: false, default: true, named: [] },
    ]);
  });

  it('builds a module holding whole namespaces, or just the imported bindings', () => {
    const code = demoScopeModuleCode([
      { source: 'react', namespace: true, default: false, named: [] },
      { source: '@mui/x-data-grid', namespace: false, default: false, named: ['DataGrid', 'useGridApiRef'] },
      { source: 'dayjs', namespace: false, default: true, named: [] },
      { source: './grid.css', namespace: false, default: false, named: [] },
    ]);
    expect(code).toBe(
      [
        'import * as __scope0 from "react";',
        'import { DataGrid as __scope1_0, useGridApiRef as __scope1_1 } from "@mui/x-data-grid";',
        'import { default as __scope2_default } from "dayjs";',
        'import "./grid.css";',
        'const scope = {',
        '  "react": __scope0,',
        '  "@mui/x-data-grid": { __esModule: true, "DataGrid": __scope1_0, "useGridApiRef": __scope1_1 },',
        '  "dayjs": { __esModule: true, default: __scope2_default },',
        '  "./grid.css": { __esModule: true },',
        '};',
        'export default scope;',
        '',
      ].join('\n'),
    );
  });
});
