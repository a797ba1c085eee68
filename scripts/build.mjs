// `npm run build [-- docusaurus build options]`: the production build into `build/`, with the settings every
// build of the site runs with (scripts/build-env.cjs). Exits with the build's code.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const { buildEnv } = createRequire(import.meta.url)('./build-env.cjs');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const child = spawn(
  path.join(root, 'node_modules', '.bin', 'docusaurus'),
  ['build', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...buildEnv() },
  },
);
child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
