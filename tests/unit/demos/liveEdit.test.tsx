/**
 * The live editor's pure parts: the transform of edited TS/JS source, resolution against the demo's
 * module scope, and the error box's formatting.
 */
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { compileDemo } from '@site/src/demos/liveEdit/compile';
import {
  codeFrame,
  formatLiveEditError,
  LiveEditError,
  runtimeLocation,
} from '@site/src/demos/liveEdit/errors';
import { checkImports, createScopeRequire } from '@site/src/demos/liveEdit/scope';
import { readImports, transpileDemo } from '@site/src/demos/liveEdit/transpile';
import type { DemoScope } from '@site/src/demos/types';

const TS_SOURCE = `import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Row {
  id: number;
  name: string;
}

const columns: GridColDef<Row>[] = [{ field: 'name', headerName: 'Product' }];

export default function Inventory() {
  const [count] = React.useState<number>(2);
  return (
    <Box data-count={count}>
      <DataGrid rows={[] as Row[]} columns={columns} />
    </Box>
  );
}
`;

function FakeBox({ children, ...rest }: { children?: React.ReactNode }) {
  return <section {...rest}>{children}</section>;
}

function FakeGrid({ columns }: { columns: { headerName: string }[] }) {
  return <table>{columns.map((column) => column.headerName).join('|')}</table>;
}

const SCOPE: DemoScope = {
  react: React as unknown as Record<string, unknown>,
  '@mui/material/Box': { __esModule: true, default: FakeBox },
  '@mui/x-data-grid': { __esModule: true, DataGrid: FakeGrid },
};

describe('transpileDemo', () => {
  it('strips types and JSX from TypeScript, keeps the line numbers, and lists the value imports', () => {
    const { code, imports } = transpileDemo(TS_SOURCE, 'TS');
    expect(code).not.toMatch(/interface Row|GridColDef|<Box|: number/);
    expect(code).toContain("require('@mui/x-data-grid')");
    expect(code.split('\n').length).toBe(TS_SOURCE.split('\n').length);
    expect(imports).toEqual([
      { source: 'react', default: false, namespace: true, named: [], line: 1 },
      { source: '@mui/material/Box', default: true, namespace: false, named: [], line: 2 },
      // The type-only specifier is gone; the JSX runtime import is the editor's own.
      { source: '@mui/x-data-grid', default: false, namespace: false, named: ['DataGrid'], line: 3 },
    ]);
  });

  it('accepts JavaScript with JSX and rejects TypeScript syntax in the JS variant', () => {
    const js =
      "import { useState } from 'react';\nexport default function A() {\n  return <p>{useState(1)[0]}</p>;\n}\n";
    expect(transpileDemo(js, 'JS').imports).toEqual([
      { source: 'react', default: false, namespace: false, named: ['useState'], line: 1 },
    ]);
    expect(() => transpileDemo('const a: number = 1;\n', 'JS')).toThrow(SyntaxError);
  });

  it('throws a SyntaxError with the 1-based location of the mistake', () => {
    const broken = TS_SOURCE.replace("field: 'name',", "field: 'name'");
    let thrown: unknown;
    try {
      transpileDemo(broken, 'TS');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(SyntaxError);
    expect((thrown as { loc: unknown }).loc).toMatchObject({ line: 10, column: 53 });
  });

  it('reads every import form, including `export … from`', () => {
    expect(
      readImports(
        [
          "import a, { b as c, d } from 'one';",
          "import * as ns from 'two';import 'three.css';",
          "export { e } from 'four';",
          'const s = "import x from \'not-a-statement\'";',
        ].join('\n'),
      ),
    ).toEqual([
      { source: 'one', default: true, namespace: false, named: ['b', 'd'], line: 1 },
      { source: 'two', default: false, namespace: true, named: [], line: 2 },
      { source: 'three.css', default: false, namespace: false, named: [], line: 2 },
      { source: 'four', default: false, namespace: false, named: ['e'], line: 3 },
    ]);
  });
});

describe('module scope resolution', () => {
  it('resolves what the demo imports, from the same module objects', () => {
    const require = createScopeRequire(SCOPE);
    expect(require('@mui/x-data-grid').DataGrid).toBe(FakeGrid);
    expect(require('react')).toBe(React);
  });

  it('rejects a module the demo did not import, naming those it can use', () => {
    expect(() => createScopeRequire(SCOPE)('lodash')).toThrow(
      '"lodash" is not available in this editor: edited code can import only the modules the original demo imports ("react", "@mui/material/Box", "@mui/x-data-grid"). To use another package, open the demo in StackBlitz.',
    );
  });

  it('rejects a name the demo did not import from a module it did, with the line of the import', () => {
    let thrown: unknown;
    try {
      checkImports(
        [
          {
            source: '@mui/x-data-grid',
            default: false,
            namespace: false,
            named: ['DataGrid', 'GridToolbar'],
            line: 4,
          },
        ],
        SCOPE,
      );
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(LiveEditError);
    expect((thrown as LiveEditError).kind).toBe('import');
    expect((thrown as LiveEditError).location).toEqual({ line: 4, column: 1 });
    expect((thrown as Error).message).toBe(
      '"GridToolbar" from "@mui/x-data-grid" is not available in this editor: the original demo imports only DataGrid from it. To use more of the package, open the demo in StackBlitz.',
    );
  });

  it('allows any export of a module the demo imports as a namespace, and checks default imports', () => {
    expect(() =>
      checkImports(
        [{ source: 'react', default: false, namespace: false, named: ['useMemo'], line: 1 }],
        SCOPE,
      ),
    ).not.toThrow();
    expect(() =>
      checkImports(
        [{ source: '@mui/x-data-grid', default: true, namespace: false, named: [], line: 2 }],
        SCOPE,
      ),
    ).toThrow('"@mui/x-data-grid" has no default export available here');
  });
});

describe('compileDemo', () => {
  it('runs edited TypeScript against the scope and returns the default-exported component', () => {
    const Component = compileDemo(
      TS_SOURCE.replace("headerName: 'Product'", "headerName: 'Item'"),
      'TS',
      SCOPE,
    );
    expect(renderToStaticMarkup(<Component />)).toBe('<section data-count="2"><table>Item</table></section>');
  });

  it('asks for a default export when there is none', () => {
    expect(() => compileDemo('export const x = 1;\n', 'JS', SCOPE)).toThrow(
      'The code must end with `export default` of a component',
    );
  });

  it('lets an error thrown at the top level of the code through, for the error box', () => {
    expect(() =>
      compileDemo(
        "throw new TypeError('bad start');\nexport default function A() { return null; }\n",
        'JS',
        SCOPE,
      ),
    ).toThrow('bad start');
  });
});

describe('error formatting', () => {
  it('formats a syntax error with its location and a code frame with a caret', () => {
    const code = 'const a = 1;\nconst b = {\n  c: 2\n  d: 3,\n};\n';
    let thrown: unknown;
    try {
      transpileDemo(code, 'JS');
    } catch (error) {
      thrown = error;
    }
    expect(formatLiveEditError(thrown, code)).toEqual({
      kind: 'syntax',
      title: 'Syntax error',
      message: 'Unexpected token, expected ","',
      location: { line: 4, column: 3 },
      frame: ['  2 | const b = {', '  3 |   c: 2', '> 4 |   d: 3,', '    |   ^', '  5 | };'].join('\n'),
    });
  });

  it('formats an import error with the line of the import', () => {
    const code = "import x from 'lodash';\nexport default () => null;\n";
    const error = formatLiveEditError(
      new LiveEditError('import', '"lodash" is not available', { line: 1, column: 1 }),
      code,
    );
    expect(error.title).toBe('Import not available');
    expect(error.frame).toBe("> 1 | import x from 'lodash';\n    | ^\n  2 | export default () => null;");
  });

  it('formats a runtime error by name and message, locating it only when the edited code threw it', () => {
    const ours = new TypeError("Cannot read properties of undefined (reading 'map')");
    ours.stack = `TypeError: x\n    at Inventory (eval at compileDemo (main.js:1:1), <anonymous>:14:22)\n    at renderWithHooks (react-dom.js:1:1)`;
    const formatted = formatLiveEditError(ours, TS_SOURCE);
    expect(formatted.kind).toBe('runtime');
    expect(formatted.title).toBe('Error while rendering');
    expect(formatted.message).toBe("TypeError: Cannot read properties of undefined (reading 'map')");
    expect(formatted.location).toEqual({ line: 12, column: 22 });

    const library = new Error('MUI X: rows need an id');
    library.stack = `Error: MUI X\n    at getRowId (mui-x-data-grid.js:1:1)\n    at <anonymous>:14:22`;
    expect(formatLiveEditError(library, TS_SOURCE)).toMatchObject({
      message: 'MUI X: rows need an id',
      location: null,
      frame: null,
    });
    expect(runtimeLocation(library, 20)).toBeNull();
    expect(formatLiveEditError('a string', '').message).toBe(
      'The code threw a value that is not an Error: a string',
    );
  });

  it('draws no frame for a location outside the code, and clamps the caret to the line', () => {
    expect(codeFrame('one line', { line: 3, column: 1 })).toBeNull();
    expect(codeFrame('ab', { line: 1, column: 40 })).toBe('> 1 | ab\n    |   ^');
  });
});
