/**
 * @jest-environment node
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import remarkDemos, {
  groupDemoFiles,
  muiXPackagesOf,
  resolveDemo,
  validateDemoProps,
} from '@site/plugins/demos/remark';
import { groupOfDemoQuery, parseDemoGroupQuery } from '@site/plugins/demos/queries';

const pageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demos-remark-'));
afterAll(() => fs.rmSync(pageDir, { recursive: true, force: true }));
fs.writeFileSync(
  path.join(pageDir, 'BasicGrid.tsx'),
  'export default function BasicGrid() { return null; }\n',
);
fs.mkdirSync(path.join(pageDir, 'Styled'));
for (const variant of ['system', 'tailwind', 'css']) {
  fs.writeFileSync(
    path.join(pageDir, 'Styled', `${variant}.tsx`),
    'export default function S() { return null; }\n',
  );
}

function attr(name: string, value: string | null, expression = false) {
  return expression
    ? {
        type: 'mdxJsxAttribute' as const,
        name,
        value: { type: 'mdxJsxAttributeValueExpression' as const, value: value ?? '' },
      }
    : { type: 'mdxJsxAttribute' as const, name, value };
}

function demoElement(attributes: MdxJsxFlowElement['attributes']): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: 'Demo',
    attributes,
    children: [],
    position: { start: { line: 7, column: 1 }, end: { line: 7, column: 40 } },
  };
}

function run(tree: Root, groupSize = 1) {
  remarkDemos({ groupSize })(tree, { path: path.join(pageDir, 'page.mdx') });
  return tree;
}

describe('remarkDemos', () => {
  it('adds one import per demo file and a `variants` prop pointing at it', () => {
    const demo = demoElement([attr('name', 'BasicGrid'), attr('height', '420', true)]);
    const tree = run({ type: 'root', children: [demo] });
    expect(tree.children[0]).toMatchObject({
      type: 'mdxjsEsm',
      value: 'import __demo_BasicGrid_system_0 from "./BasicGrid.tsx?demo";',
    });
    const variants = demo.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'variants');
    expect(variants).toMatchObject({ value: { value: '{system: __demo_BasicGrid_system_0}' } });
  });

  it('maps a demo folder to its three styling variants', () => {
    const demo = demoElement([attr('name', 'Styled'), attr('height', '300', true)]);
    const tree = run({ type: 'root', children: [demo] });
    expect(tree.children.slice(0, 3).map((node) => (node as { value: string }).value)).toEqual([
      'import __demo_Styled_system_0 from "./Styled/system.tsx?demo";',
      'import __demo_Styled_tailwind_1 from "./Styled/tailwind.tsx?demo";',
      'import __demo_Styled_css_2 from "./Styled/css.tsx?demo";',
    ]);
  });

  it('fails the build with the file, the line and what to fix', () => {
    const noHeight = demoElement([attr('name', 'BasicGrid')]);
    expect(() => run({ type: 'root', children: [noHeight] })).toThrow(/page\.mdx:7: `height` is required/);
    const missing = demoElement([attr('name', 'Nope'), attr('height', '100', true)]);
    expect(() => run({ type: 'root', children: [missing] })).toThrow(/no demo "Nope": add Nope\.tsx/);
  });

  it('pairs a TS fence with the JS fence that follows it', () => {
    const tree = run({
      type: 'root',
      children: [
        { type: 'code', lang: 'tsx', meta: 'variant=TS', value: 'const a: number = 1;' },
        { type: 'code', lang: 'jsx', meta: 'variant=JS', value: 'const a = 1;' },
      ],
    });
    expect(tree.children).toHaveLength(1);
    const pair = tree.children[0] as MdxJsxFlowElement;
    expect(pair.name).toBe('CodeVariantPair');
    expect(pair.children.map((child) => (child as MdxJsxFlowElement).attributes[0])).toEqual([
      { type: 'mdxJsxAttribute', name: 'data-variant-only', value: 'TS' },
      { type: 'mdxJsxAttribute', name: 'data-variant-only', value: 'JS' },
    ]);
  });

  it('rejects a fence marked with a variant but left without its twin', () => {
    expect(() =>
      run({
        type: 'root',
        children: [
          {
            type: 'code',
            lang: 'tsx',
            meta: 'variant=TS',
            value: 'x',
            position: { start: { line: 3, column: 1 }, end: { line: 3, column: 2 } },
          },
        ],
      }),
    ).toThrow(/page\.mdx:3 is marked variant=TS but is not followed by its variant=JS twin/);
  });
});

describe('validateDemoProps', () => {
  it('accepts the documented props and reports unknown ones and bad values', () => {
    expect(
      validateDemoProps(
        demoElement([
          attr('name', 'A'),
          attr('height', '10', true),
          attr('bg', 'inline'),
          attr('hideToolbar', null),
          attr('defaultCodeOpen', 'false', true),
        ]),
      ),
    ).toEqual([]);
    expect(
      validateDemoProps(
        demoElement([
          attr('name', 'lower'),
          attr('height', '0', true),
          attr('bg', 'gradient'),
          attr('iframe', null),
        ]),
      ),
    ).toEqual([
      'unknown prop "iframe" (allowed: name, height, bg, defaultCodeOpen, hideToolbar, disableAd).',
      '`name` must be a PascalCase string literal, for example name="BasicGrid".',
      '`height` is required: the reserved height in px as a number, for example height={420}.',
      '`bg` must be one of "outlined", "inline", "playground".',
    ]);
  });
});

describe('resolveDemo', () => {
  it('prefers the single file and reports a folder without a system variant', () => {
    expect(resolveDemo(pageDir, 'BasicGrid')).toEqual({ files: { system: './BasicGrid.tsx' } });
    fs.mkdirSync(path.join(pageDir, 'Half'));
    fs.writeFileSync(path.join(pageDir, 'Half', 'css.tsx'), '');
    expect(() => resolveDemo(pageDir, 'Half')).toThrow(
      'the demo folder "Half/" needs at least a system.tsx variant (found: css.tsx).',
    );
  });
});

describe('demo groups', () => {
  const gridDemo =
    "import { DataGrid } from '@mui/x-data-grid';\nexport default function G() { return null; }\n";
  const chartDemo =
    "import { BarChart } from '@mui/x-charts/BarChart';\nexport default function C() { return null; }\n";
  for (const [name, source] of [
    ['GridOne', gridDemo],
    ['GridTwo', gridDemo],
    ['GridThree', gridDemo],
    ['ChartOne', chartDemo],
  ]) {
    fs.writeFileSync(path.join(pageDir, `${name}.tsx`), source);
  }

  it('reads the MUI X packages a demo imports', () => {
    expect(muiXPackagesOf(gridDemo)).toBe('@mui/x-data-grid');
    expect(
      muiXPackagesOf(
        "import { A } from '@mui/x-date-pickers-pro/A';\nimport '@mui/x-license';\nimport { B } from '@mui/x-date-pickers';\nimport { C } from '@mui/material';",
      ),
    ).toBe('@mui/x-date-pickers @mui/x-date-pickers-pro @mui/x-license');
    expect(muiXPackagesOf('export default 1;')).toBe('');
  });

  it('groups consecutive demos that use the same packages, at most `size` each, and leaves single demos alone', () => {
    const files = ['./A.tsx', './B.tsx', './C.tsx', './D.tsx', './E.tsx', './F/system.tsx', './G.tsx'];
    const packages: Record<string, string> = {
      './A.tsx': 'grid',
      './B.tsx': 'grid',
      './C.tsx': 'grid',
      './D.tsx': 'charts',
      './E.tsx': 'grid',
      './F/system.tsx': 'grid',
      './G.tsx': 'grid',
    };
    const refs = groupDemoFiles('/site/docs/page', files, (file) => packages[file], 2);
    // A+B (size 2), then C alone (D breaks the run), D alone, E+F, G alone.
    expect([...refs.keys()]).toEqual(['./A.tsx', './B.tsx', './E.tsx', './F/system.tsx']);
    expect(refs.get('./B.tsx')).toEqual({
      request: './A.tsx?demo-group=.%2FA.tsx,.%2FB.tsx',
      key: './B.tsx',
    });
    // Paths are relative to each file's folder: F's request climbs to E, E's group lists F in its folder.
    expect(refs.get('./F/system.tsx')).toEqual({
      request: '../E.tsx?demo-group=.%2FE.tsx,.%2FF%2Fsystem.tsx',
      key: './F/system.tsx',
    });
    expect(parseDemoGroupQuery(refs.get('./E.tsx')!.request.slice('./E.tsx'.length))).toEqual([
      './E.tsx',
      './F/system.tsx',
    ]);
  });

  it('imports each grouped demo with its group, by the packages the files import', () => {
    const names = ['GridOne', 'GridTwo', 'ChartOne', 'GridThree', 'Styled'];
    const demos = names.map((name) => demoElement([attr('name', name), attr('height', '300', true)]));
    const tree = run({ type: 'root', children: demos }, 8);
    const requests = tree.children
      .filter((node) => node.type === 'mdxjsEsm')
      .map((node) => /from "([^"]+)"/.exec((node as { value: string }).value)![1]);
    const [gridOne, gridTwo, chartOne, gridThree, styledSystem, styledTailwind, styledCss] = requests;
    // The two grid demos in a row share a group; the chart breaks the run; the grid demo after it and the
    // styled demo's system variant (no MUI X) stand alone, and the other styling variants are never grouped.
    const group = { request: './GridOne.tsx?demo-group=.%2FGridOne.tsx,.%2FGridTwo.tsx' };
    expect(groupOfDemoQuery(gridOne.slice('./GridOne.tsx'.length))).toEqual({
      ...group,
      key: './GridOne.tsx',
    });
    expect(groupOfDemoQuery(gridTwo.slice('./GridTwo.tsx'.length))).toEqual({
      ...group,
      key: './GridTwo.tsx',
    });
    expect([chartOne, gridThree, styledSystem, styledTailwind, styledCss]).toEqual([
      './ChartOne.tsx?demo',
      './GridThree.tsx?demo',
      './Styled/system.tsx?demo',
      './Styled/tailwind.tsx?demo',
      './Styled/css.tsx?demo',
    ]);
    // Outside a production build (here: the test environment) nothing is grouped.
    const plain = run({
      type: 'root',
      children: [demoElement([attr('name', 'GridOne'), attr('height', '1', true)])],
    });
    expect((plain.children[0] as { value: string }).value).toContain('"./GridOne.tsx?demo"');
    const byDefault = {
      type: 'root' as const,
      children: names.slice(0, 2).map((name) => demoElement([attr('name', name), attr('height', '1', true)])),
    };
    remarkDemos()(byDefault, { path: path.join(pageDir, 'page.mdx') });
    expect(byDefault.children.map((node) => (node as { value?: string }).value).filter(Boolean)).toEqual([
      'import __demo_GridOne_system_0 from "./GridOne.tsx?demo";',
      'import __demo_GridTwo_system_1 from "./GridTwo.tsx?demo";',
    ]);
  });
});
