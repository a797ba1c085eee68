// Finds Debian's Chromium for the browser tests. Never downloads a browser: installs the Debian package
// when running as root with apt, otherwise fails with the exact instruction.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) {
    return process.env.CHROMIUM_PATH;
  }
  return CANDIDATES.find((candidate) => existsSync(candidate)) ?? null;
}

export function ensureChromium() {
  const found = findChromium();
  if (found) {
    return found;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium not found: installing Debian\'s "chromium" package with apt-get…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
    const installed = findChromium();
    if (installed) {
      return installed;
    }
  }
  throw new Error(
    'The browser tests need Debian\'s Chromium at /usr/bin/chromium. Install it with "sudo apt-get install chromium" ' +
      '(or set CHROMIUM_PATH to a Chromium binary), then run "npm test" again.',
  );
}
