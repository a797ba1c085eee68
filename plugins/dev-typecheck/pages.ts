/**
 * Which files to type-check after a save under the watched folder: a demo or support module itself, or for a
 * page (`.mdx`) the files of every `<Demo name="…">` it shows (all styling variants).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { resolveDemo } from '../demos/remark';

const DEMO_ELEMENT = /<Demo\b[^>]*?\bname=["']([A-Z][A-Za-z0-9]*)["']/g;
const CODE = /\.(tsx|ts|jsx|js)$/;

/** The demo names a page's source shows. */
export function demoNamesOf(mdx: string): string[] {
  return [...new Set([...mdx.matchAll(DEMO_ELEMENT)].map((match) => match[1]))];
}

/** Absolute files to check for the saved files (absolute paths); unknown demos and other files are skipped. */
export function filesToCheck(saved: readonly string[]): string[] {
  const out = new Set<string>();
  for (const file of saved) {
    if (CODE.test(file) && !file.endsWith('.d.ts')) {
      out.add(file);
    } else if (/\.mdx?$/.test(file) && fs.existsSync(file)) {
      const dir = path.dirname(file);
      for (const name of demoNamesOf(fs.readFileSync(file, 'utf8'))) {
        try {
          for (const relative of Object.values(resolveDemo(dir, name).files))
            out.add(path.resolve(dir, relative));
        } catch {
          // A demo that does not exist yet: the page's compile error already says so.
        }
      }
    }
  }
  return [...out];
}
