/**
 * @jest-environment node
 */
/** The fence type-checker itself: what counts as a fence, opt-outs, and errors mapped to page lines. */
import { SITE_DIR } from '@site/plugins/api-docs/model';
import { fencesOf, optOutReason, typecheckFences } from './typecheckFences';

const page = [
  '# Page', // 1
  '', // 2
  '```tsx', // 3
  "import { DataGrid } from '@mui/x-data-grid';", // 4
  'export const grid = <DataGrid rows={[]} columns={[]} />;', // 5
  '```', // 6
  '', // 7
  '```ts', // 8
  'const total: number = "12";', // 9
  '```', // 10
  '', // 11
  '```tsx no-typecheck="fragment: one column"', // 12
  "{ field: 'price' }", // 13
  '```', // 14
  '', // 15
  '```ts no-typecheck', // 16
  'whatever', // 17
  '```', // 18
  '', // 19
  '```js', // 20
  'const columns = [{ field: "name" }];', // 21
  'columns.push(3);', // 22
  '```', // 23
  '', // 24
  '```bash', // 25
  'npm install', // 26
  '```', // 27
  '', // 28
  '```ts', // 29
  'const total = 1;', // 30
  '```', // 31
].join('\n');

describe('typecheckFences', () => {
  it('reads the no-typecheck reason from the meta', () => {
    expect(optOutReason('no-typecheck="fragment: a column"')).toBe('fragment: a column');
    expect(optOutReason('title="x.tsx" no-typecheck=\'shell\'')).toBe('shell');
    expect(optOutReason('no-typecheck')).toBe('');
    expect(optOutReason('no-typecheck=""')).toBe('');
    expect(optOutReason('title="no-typecheck.tsx"')).toBeUndefined();
    expect(optOutReason(undefined)).toBeUndefined();
  });

  it('compiles ts/tsx/js/jsx fences as separate strict modules and reports page lines', async () => {
    const fences = await fencesOf('docs/react-data-grid/example.mdx', page);
    expect(fences.map((fence) => [fence.line, fence.lang, fence.optOut])).toEqual([
      [3, 'tsx', undefined],
      [8, 'ts', undefined],
      [12, 'tsx', 'fragment: one column'],
      [16, 'ts', ''],
      [20, 'js', undefined],
      [29, 'ts', undefined],
    ]);
    const report = typecheckFences(SITE_DIR, fences);
    expect(report.compiled).toBe(4);
    expect(report.optedOut).toHaveLength(2);
    expect(report.problems.map((p) => `${p.page}:${p.line}: ${p.message.split(':')[0]}`)).toEqual([
      // `const total` in two fences is no conflict: each fence is its own module.
      'docs/react-data-grid/example.mdx:9: TS2322',
      'docs/react-data-grid/example.mdx:16: no-typecheck needs a reason',
      'docs/react-data-grid/example.mdx:22: TS2345',
    ]);
  }, 120_000);
});
