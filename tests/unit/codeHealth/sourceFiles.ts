/** The TypeScript sources of the site (src/ and plugins/), for the code-health tests that read them all. */
import * as fs from 'node:fs';
import * as path from 'node:path';

export const SITE_DIR = path.resolve(__dirname, '..', '..', '..');

/** Every .ts/.tsx file under the given site folders, as paths relative to the site, sorted. */
export function sourceFiles(folders: readonly string[] = ['src', 'plugins']): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(SITE_DIR, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(relative);
    }
  };
  for (const folder of folders) walk(folder);
  return files.sort();
}
