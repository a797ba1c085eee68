/**
 * @jest-environment node
 */
/**
 * A demo with a syntax error is reported by the `?demo` loader at the writer's line and column, with a frame
 * of the writer's own code (not of the type-stripped, reformatted JavaScript the loader builds).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { codeFrame, firstSyntaxError } from '@site/plugins/demos/errors';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const demoLoader = require('@site/plugins/demos/loader.cjs') as (this: unknown, source: string) => void;

const BROKEN = `import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface Props {
  label: string;
}

// Several lines of types before the mistake: stripping them moved the reported line before.
type Unused = { a: string };

function Row({ label }: Props) {
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Typography>{label}</Typography>
    </Bx>
  );
}

export default function BrokenDemo() {
  return <Row label="Orders" />;
}
`;

/** The texts the loader emitted (the client build ships them as a file of their own). */
const emitted: string[] = [];

function runLoader(resourcePath: string, source: string): Promise<{ error: Error | null; code?: string }> {
  return new Promise((resolve) => {
    const context = {
      resourcePath,
      resourceQuery: '',
      async: () => (error: Error | null, code?: string) => resolve({ error, code }),
      addDependency: () => undefined,
      addBuildDependency: () => undefined,
      emitFile: (_name: string, text: string) => emitted.push(text),
      getOptions: () => ({}),
    };
    demoLoader.call(context, source);
  });
}

describe('demo syntax errors at the writer line', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-errors-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('finds the first syntax error of the source as written', () => {
    expect(firstSyntaxError(BROKEN, 'BrokenDemo.tsx')).toEqual({
      line: 16,
      column: 7,
      message: "Expected corresponding JSX closing tag for 'Box'.",
    });
    expect(firstSyntaxError('export const a = <b>x</b>;\n', 'Fine.tsx')).toBeUndefined();
  });

  it('the loader reports file:line:column and frames the writer code', async () => {
    const file = path.join(dir, 'BrokenDemo.tsx');
    fs.writeFileSync(file, BROKEN);
    const { error } = await runLoader(file, BROKEN);
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toContain(
      `${path.relative(process.cwd(), file)}:16:7: Expected corresponding JSX closing tag for 'Box'.`,
    );
    expect(message).toContain(codeFrame(BROKEN, 16, 7));
    expect(message).toContain('> 16 |     </Bx>');
    // The writer's lines, numbered as in the file (the generated JavaScript has no `type Unused` line).
    expect(message).toContain("  14 |     <Box sx={{ display: 'flex', gap: 1 }}>");
  }, 30_000);

  it('a demo that parses builds as before', async () => {
    const fine = BROKEN.replace('</Bx>', '</Box>');
    const file = path.join(dir, 'FineDemo.tsx');
    fs.writeFileSync(file, fine);
    const { error, code } = await runLoader(file, fine);
    expect(error).toBeNull();
    expect(code).toContain('demo.sources');
    expect(emitted.join('\n')).toContain('function Row');
  }, 30_000);
});
