/** The import lines an API page shows for an export. */
import path from 'node:path';
import { moduleExports, type Context } from './program';

/** Subpath import of the declaring package (when it has one), then the root import of each exporter. */
export function importLines(
  ctx: Context,
  exportName: string,
  declarationFile: string,
  owner: string,
  rootExporters: string[],
): string[] {
  const ownerDir = path.join(ctx.nodeModulesDir, owner);
  const relative = path.relative(ownerDir, declarationFile).split(path.sep);
  const lines: string[] = [];
  if (relative.length > 1 && relative[0] !== 'internals') {
    const subpathIndex = path.join(ownerDir, relative[0], 'index.d.ts');
    if (moduleExports(ctx, subpathIndex).some((symbol) => symbol.name === exportName)) {
      lines.push(`import { ${exportName} } from '${owner}/${relative[0]}';`);
    }
  }
  for (const pkg of rootExporters) lines.push(`import { ${exportName} } from '${pkg}';`);
  return lines;
}
