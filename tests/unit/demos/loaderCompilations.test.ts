/**
 * @jest-environment node
 */
/**
 * The `?demo` loader in a production build, where the client and the server compilations both load each demo
 * module in one process: the browser's module imports the demo's chunk, the server's does not (static rendering
 * never mounts a demo), and the JS variant is generated once for both.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoScopeImports, demoScopeModuleCode } from '@site/plugins/demos/transform';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const demoLoader = require('@site/plugins/demos/loader.cjs') as (this: unknown, source: string) => void;

const DEMO = `import * as React from 'react';
import Button from '@mui/material/Button';

export default function CountingButton() {
  const [count, setCount] = React.useState<number>(0);
  return <Button onClick={() => setCount(count + 1)}>Clicked {count} times</Button>;
}
`;

/** Files the loader emitted, by name (the client build's demo texts). */
const emitted = new Map<string, string>();

function runLoader(
  resourcePath: string,
  options: Record<string, unknown>,
  resourceQuery = '?demo',
): Promise<string> {
  return new Promise((resolve, reject) => {
    demoLoader.call(
      {
        resourcePath,
        resourceQuery,
        async: () => (error: Error | null, code?: string) => (error ? reject(error) : resolve(code ?? '')),
        addDependency: () => undefined,
        addBuildDependency: () => undefined,
        emitFile: (name: string, text: string) => emitted.set(name, text),
        getOptions: () => options,
      },
      DEMO,
    );
  });
}

describe('the demo loader in a production build', () => {
  let dir: string;
  const nodeEnv = process.env.NODE_ENV;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-loader-'));
    process.env.NODE_ENV = 'production';
  });
  afterAll(() => {
    process.env.NODE_ENV = nodeEnv;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('imports the chunk for the browser only, and generates the JS variant once for both', async () => {
    const file = path.join(dir, 'CountingButton.tsx');
    fs.writeFileSync(file, DEMO);
    const timingLog = path.join(dir, 'timings.jsonl');
    fs.writeFileSync(timingLog, '');
    const client = await runLoader(file, { timingLog, server: false });
    const server = await runLoader(file, { timingLog, server: true });
    expect(client).toContain('import("./CountingButton.tsx?demo-chunk")');
    expect(server).not.toMatch(/\bimport\s*\(/);
    // The same sources in both, the JS variant among them: in the server's module, and in the browser's a file of
    // their own that its module names.
    const data = (code: string) =>
      JSON.parse(/^const demo = (.*);$/m.exec(code)?.[1] ?? '{}') as Record<string, unknown>;
    const { tsx, js, previewTs, previewJs, files, ...shared } = data(server);
    expect(data(client)).toEqual(shared);
    expect(shared).toEqual({ name: 'CountingButton', fileName: 'CountingButton.tsx', hasTypes: true });
    expect(tsx).toBe(DEMO);
    expect(js).toContain('React.useState(0)');
    expect([...emitted.keys()]).toEqual([
      expect.stringMatching(/^assets\/demo-sources\/CountingButton\.[0-9a-f]{8}\.json$/),
    ]);
    const [[fileName, fileText]] = [...emitted];
    expect(JSON.parse(fileText)).toEqual({ tsx, js, previewTs, previewJs, files });
    expect(client).toContain(`demo.sources = __webpack_public_path__ + ${JSON.stringify(fileName)};`);
    expect(server).not.toContain('demo.sources');
    // One generation recorded: the second compilation reused the first one's result.
    expect(fs.readFileSync(timingLog, 'utf8').trim().split('\n')).toHaveLength(1);
    // The live editor's scope, read from the generated JS variant: the same imports as from the source.
    const scope = await runLoader(file, { server: false }, '?demo-scope');
    expect(scope).toBe(demoScopeModuleCode(demoScopeImports(DEMO, 'CountingButton.tsx')));
    expect(scope).toContain('@mui/material/Button');
  }, 30_000);
});
