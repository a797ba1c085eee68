/**
 * @jest-environment node
 */
/**
 * The `npm start` type-check worker (plugins/dev-typecheck/worker.cjs), run as it runs in dev: a child process
 * watching a folder. Saving a demo with a type error prints the error at file:line:column with a frame of the
 * writer's code; saving the fix prints that the file is clean; saving a page checks the demos it shows.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SITE_DIR } from '@site/plugins/api-docs/model';
import { demoNamesOf } from '@site/plugins/dev-typecheck/pages';

const BROKEN = `import * as React from 'react';
import Typography from '@mui/material/Typography';

export default function Probe() {
  const n: number = 'oops';
  return <Typography>{n}</Typography>;
}
`;

/**
 * The CPU time a process has used, in clock ticks, from Linux's /proc (user + system time, fields 14 and 15
 * of /proc/<pid>/stat); null elsewhere. Unlike wall time, it does not stretch when other work shares the
 * cores, as `npm test`'s browser tests do beside the unit tests.
 */
function cpuTicks(pid: number | undefined): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

describe('dev type-check worker', () => {
  let dir: string;
  let child: ChildProcess;
  let output = '';
  // What the worker sends its parent for the dev overlay (plugins/dev-overlay), in order.
  const messages: { type?: string; file?: string; problems?: Record<string, unknown>[] }[] = [];
  // Seconds from fork to ready: the cold start reads the packages' declarations.
  let coldSeconds = 0;
  // The worker's CPU time at ready, in clock ticks (/proc/<pid>/stat: user + system).
  let coldTicks = 0;
  // Resolves when the output gains a line matching `pattern`.
  const waitFor = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const onData = () => {
        const match = pattern.exec(output);
        if (match) {
          child.stdout?.off('data', onData);
          child.stderr?.off('data', onData);
          resolve(output.slice(match.index));
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code) => reject(new Error(`worker exited (${code}): ${output}`)));
      onData();
    });

  beforeAll(async () => {
    // Inside the site, so that the demo resolves the installed packages like a page's demo does.
    fs.mkdirSync(path.join(SITE_DIR, 'tests/.results'), { recursive: true });
    dir = fs.mkdtempSync(path.join(SITE_DIR, 'tests/.results/typecheck-'));
    // Like a demo, so that the warm-up reads React's and MUI's declarations as the dev warm-up does.
    fs.writeFileSync(path.join(dir, 'Warm.tsx'), BROKEN.replace("'oops'", '1').replace('Probe', 'Warm'));
    child = fork(path.join(SITE_DIR, 'plugins/dev-typecheck/worker.cjs'), [SITE_DIR, dir], {
      cwd: SITE_DIR,
      silent: true,
      env: { ...process.env, DEV_TYPECHECK_WARMUP: path.join(dir, 'Warm.tsx') },
    });
    child.on('message', (message) => messages.push(message as (typeof messages)[number]));
    const forked = Date.now();
    child.stdout?.on('data', (chunk) => (output += String(chunk)));
    child.stderr?.on('data', (chunk) => (output += String(chunk)));
    await new Promise<void>((resolve) => child.once('message', () => resolve()));
    coldSeconds = (Date.now() - forked) / 1000;
    coldTicks = cpuTicks(child.pid) ?? 0;
  }, 120_000);

  afterAll(() => {
    child?.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('prints a type error of a saved demo at its line, then that the fix is clean', async () => {
    const relative = path.relative(SITE_DIR, path.join(dir, 'Probe.tsx')).split(path.sep).join('/');
    const started = Date.now();
    const ticksBefore = cpuTicks(child.pid);
    fs.writeFileSync(path.join(dir, 'Probe.tsx'), BROKEN);
    const report = await waitFor(/\[demo types\] 1 type error in .*Probe\.tsx/);
    const seconds = (Date.now() - started) / 1000;
    const ticksAfter = cpuTicks(child.pid);
    expect(report).toContain(`[demo types] 1 type error in ${relative}:`);
    expect(report).toContain(`${relative}:5:9: TS2322: Type 'string' is not assignable to type 'number'.`);
    expect(report).toContain("> 5 |   const n: number = 'oops';");
    // Warm: the packages' declarations were read at start, so a save costs a fraction of the cold start.
    // Measured in the worker's CPU time where Linux tells it: wall times of the checks lane stretch unevenly
    // when the browser tests take the cores (a save's 8.6 s against a cold start's 8.5 s was seen at load 7).
    console.log(
      `type-check: cold start ${coldSeconds.toFixed(1)} s, a save ${seconds.toFixed(1)} s` +
        (ticksBefore !== null && ticksAfter !== null
          ? `; CPU ${coldTicks} ticks, then ${ticksAfter - ticksBefore}`
          : ''),
    );
    if (ticksBefore !== null && ticksAfter !== null && coldTicks > 0) {
      expect(ticksAfter - ticksBefore).toBeLessThan(coldTicks / 2);
    } else {
      expect(seconds).toBeLessThan(coldSeconds / 2);
    }

    // The same error goes to the parent, for the overlay, with the frame.
    for (let waited = 0; messages.length === 0 && waited < 10_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const sent = messages.filter((message) => message.type === 'problems' && message.file === relative);
    expect(sent).toHaveLength(1);
    expect(sent[0].problems).toEqual([
      expect.objectContaining({
        file: relative,
        line: 5,
        column: 9,
        code: 2322,
        message: "Type 'string' is not assignable to type 'number'.",
        frame: expect.stringContaining("> 5 |   const n: number = 'oops';"),
      }),
    ]);

    output = '';
    fs.writeFileSync(path.join(dir, 'Probe.tsx'), BROKEN.replace("'oops'", '42'));
    expect(await waitFor(/\[demo types\] .*no type errors/)).toContain(
      `[demo types] ${relative}: no type errors.`,
    );
    // And that it is clean, which clears the overlay (the message and the terminal line travel apart).
    const ofProbe = () => messages.filter((message) => message.file === relative);
    for (let waited = 0; ofProbe().length < 2 && waited < 10_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(
      messages.filter((message) => message.file === relative).map((message) => message.problems),
    ).toEqual([[expect.objectContaining({ line: 5 })], []]);
  }, 60_000);

  it('saving a page checks the demos it shows', async () => {
    expect(demoNamesOf('<Demo name="Probe" height={200} />\n<Demo height={1} name="Other" />')).toEqual([
      'Probe',
      'Other',
    ]);
    fs.writeFileSync(path.join(dir, 'Shown.tsx'), BROKEN.replace('Probe', 'Shown'));
    output = '';
    fs.writeFileSync(path.join(dir, 'page.mdx'), '# Page\n\n<Demo name="Shown" height={200} />\n');
    expect(await waitFor(/type error in .*Shown\.tsx/)).toContain("TS2322: Type 'string' is not assignable");
  }, 60_000);
});
