// `npm run build:test`: the production build with the test settings, exactly as `npm test` builds it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { testBuildEnv } from './test-env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const child = spawn(
  path.join(root, 'node_modules', '.bin', 'docusaurus'),
  ['build', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...testBuildEnv() },
  },
);
child.on('close', (code) => process.exit(code ?? 1));
