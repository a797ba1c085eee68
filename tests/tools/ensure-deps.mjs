// Installs dependencies when they are missing, so `npm start` and `npm test` work on a fresh clone.
import { existsSync, statSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const marker = path.join(root, 'node_modules', '.package-lock.json');
const lock = path.join(root, 'package-lock.json');

const stale =
  !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000);
if (stale) {
  console.log('Installing dependencies (node_modules missing or older than package-lock.json)…');
  // `npm ci`: exactly the locked versions, and it never rewrites package-lock.json (the lock holds every
  // platform's optional binaries, so it is complete on any machine). It fails if package.json and the lock
  // disagree: run `npm install` once and commit both.
  execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
}
