// The `npm start` type-check worker (README "While you write"): a low-priority child process started by
// index.ts. It watches a folder (the docs), and after each save type-checks the saved demo, or the demos of the
// saved page, and prints each type error at file:line:column with a frame, or that the file is clean again. It
// also sends each checked file's errors to its parent (`{ type: 'problems', file, problems }`), which shows them in
// the browser's dev overlay (plugins/dev-overlay).
// Usage: node worker.cjs <siteDir> <watchDir>. Exits when its parent goes away.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const jiti = require('jiti')(__filename);

const { createDemoChecker, formatProblems } = jiti('./checker.ts');
const { codeFrame } = jiti('../demos/errors.ts');
const { filesToCheck } = jiti('./pages.ts');

const [siteDir, watchDir] = process.argv.slice(2).map((arg) => path.resolve(arg));
const checker = createDemoChecker(siteDir);
// Files whose last report had errors, so that their fix is announced once.
const failing = new Set();
let pending = new Set();
let timer;
let running = false;

function runChecks() {
  if (running || pending.size === 0) return;
  running = true;
  const saved = [...pending];
  pending = new Set();
  const started = Date.now();
  try {
    const results = checker.check(filesToCheck(saved));
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    for (const [file, problems] of results) {
      if (problems.length === 0 && !failing.has(file)) continue;
      let source;
      try {
        source = fs.readFileSync(path.join(siteDir, file), 'utf8');
      } catch {
        source = undefined;
      }
      if (process.send) {
        process.send({
          type: 'problems',
          file,
          problems: problems.map((problem) => ({
            ...problem,
            frame: source === undefined ? undefined : codeFrame(source, problem.line, problem.column),
          })),
        });
      }
      const message = `${formatProblems(file, problems, source)} (${seconds} s)`;
      if (problems.length > 0) {
        failing.add(file);
        console.error(message);
      } else {
        failing.delete(file);
        console.log(message);
      }
    }
  } catch (error) {
    console.error(`[demo types] the type check failed: ${error && error.message}`);
  }
  running = false;
  if (pending.size > 0) runChecks();
}

fs.watch(watchDir, { recursive: true }, (_event, name) => {
  if (!name) return;
  const file = path.join(watchDir, name.toString());
  if (!/\.(tsx|ts|jsx|js|mdx?)$/.test(file)) return;
  pending.add(file);
  clearTimeout(timer);
  // Editors write a file in several steps: check once they are done.
  timer = setTimeout(runChecks, 100);
});

// Read the packages' declarations now, while the writer reads the page, so the first save is checked fast.
setTimeout(() => {
  const probe = process.env.DEV_TYPECHECK_WARMUP;
  if (probe && fs.existsSync(probe)) checker.check([probe]);
  if (process.send) process.send({ type: 'ready' });
}, 0);

process.on('disconnect', () => process.exit(0));
