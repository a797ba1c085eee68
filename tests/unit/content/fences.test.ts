/**
 * @jest-environment node
 */
/**
 * Every ts/tsx/js/jsx fence of docs/**\/*.mdx compiles under `strict` against the installed packages, or
 * opts out with `no-typecheck="reason"`. Prints how many were compiled and how many opted out.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SITE_DIR } from '@site/plugins/api-docs/model';
import { fencesOf, guideMdxFiles, typecheckFences, type FenceReport } from './typecheckFences';

describe('code fences of the guide pages', () => {
  let report: FenceReport;
  beforeAll(async () => {
    const started = Date.now();
    const fences = (
      await Promise.all(
        guideMdxFiles(SITE_DIR).map((page) =>
          fencesOf(page, fs.readFileSync(path.join(SITE_DIR, page), 'utf8')),
        ),
      )
    ).flat();
    report = typecheckFences(SITE_DIR, fences);
    const reasons = report.optedOut.map((fence) => `  ${fence.page}:${fence.line}: ${fence.optOut}`);
    console.log(
      [
        `Code fences: ${report.compiled} compiled, ${report.optedOut.length} opted out (${Date.now() - started} ms)`,
        ...reasons,
      ].join('\n'),
    );
  }, 180_000);

  it('all compile, and every opt-out gives its reason', () => {
    expect(report.problems.map((p) => `${p.page}:${p.line}: ${p.message}`)).toEqual([]);
    expect(report.compiled).toBeGreaterThan(0);
  });
});
