// `npm run build [-- docusaurus build options]`: the production build into `build/`, with the settings every
// build of the site runs with (scripts/build-env.cjs). Exits with the build's code. `npm run build:test`
// (tests/tools/build-test.mjs) runs the same build with the test settings added.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const { buildEnv } = createRequire(import.meta.url)('./build-env.cjs');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Runs `docusaurus build` with `args`, the build settings and then `env` on top of the environment; resolves
 * with its exit code.
 */
export function runBuild(args = [], env = {}) {
  return new Promise((resolve) => {
    const child = spawn(path.join(root, 'node_modules', '.bin', 'docusaurus'), ['build', ...args], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...buildEnv(), ...env },
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exit(await runBuild(process.argv.slice(2)));
}
