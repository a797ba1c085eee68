/**
 * @jest-environment node
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import remarkDemos, { resolveDemo, validateDemoProps } from '@site/plugins/demos/remark';

const pageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demos-remark-'));
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

function run(tree: Root) {
  remarkDemos()(tree, { path: path.join(pageDir, 'page.mdx') });
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
