// `npm run build:test`: the production build with the test settings, exactly as `npm test` builds it.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { testBuildEnv } from './test-env.mjs';

const { buildEnv } = createRequire(import.meta.url)('../../scripts/build-env.cjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const child = spawn(
  path.join(root, 'node_modules', '.bin', 'docusaurus'),
  ['build', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...buildEnv(), ...testBuildEnv() },
  },
);
child.on('close', (code) => process.exit(code ?? 1));
