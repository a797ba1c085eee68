/**
 * Reads every event of the Data Grid from the installed declarations with the TypeScript type checker:
 * the members of `GridEventLookup` as the premium package sees it, after the pro and premium packages
 * have merged their own lookups into it (`declare module '@mui/x-data-grid' { interface GridEventLookup
 * extends … }`). Each member's plan is the package of the interface that declares it.
 */
import path from 'node:path';
import ts from 'typescript';
import type { GridEventEntry, GridEventPlan } from '../../src/gridEvents/types';
import { packageOfFile } from '../api-docs/program';
import { normalizeTypeText, readSymbolDocs } from '../api-docs/jsdoc';
import { DECLARATION_COMPILER_OPTIONS, hostWithVirtualFile } from '../shared/typescript';

export const LOOKUP_NAME = 'GridEventLookup';

export function planOfEventPackage(packageName: string): GridEventPlan {
  if (packageName.endsWith('-premium')) return 'premium';
  if (packageName.endsWith('-pro')) return 'pro';
  return 'community';
}

/** The written type of member `name` of an event's `{ params; event }` literal, on one line. */
function memberTypeText(declaration: ts.Declaration, name: 'params' | 'event'): string | null {
  if (!ts.isPropertySignature(declaration) || !declaration.type || !ts.isTypeLiteralNode(declaration.type)) {
    return null;
  }
  const member = declaration.type.members.find(
    (node): node is ts.PropertySignature =>
      ts.isPropertySignature(node) && node.name.getText() === name && node.type !== undefined,
  );
  return member?.type ? normalizeTypeText(member.type.getText()) : null;
}

/**
 * A program with one virtual module that names the lookup the way an application does. Going through an
 * import matters: the checker then resolves the symbol merged with the pro and premium augmentations,
 * whereas the export symbol read from the package's module lists the community declaration only.
 */
function lookupType(
  nodeModulesDir: string,
  packageName: string,
): { checker: ts.TypeChecker; lookup: ts.Type } {
  const probe = path.join(nodeModulesDir, '..', '__grid_events_probe__.ts');
  const probeText = `import type { ${LOOKUP_NAME} } from '${packageName}';\nexport type Lookup = ${LOOKUP_NAME};\n`;
  const program = ts.createProgram(
    [probe],
    DECLARATION_COMPILER_OPTIONS,
    hostWithVirtualFile(DECLARATION_COMPILER_OPTIONS, probe, probeText),
  );
  const checker = program.getTypeChecker();
  const sourceFile = program.getSourceFile(probe);
  const alias = sourceFile?.statements.find(ts.isTypeAliasDeclaration);
  if (!alias) throw new Error('grid-events: the probe module did not compile');
  const lookup = checker.getTypeAtLocation(alias.type);
  if (checker.getPropertiesOfType(lookup).length === 0) {
    throw new Error(`grid-events: ${packageName} does not export ${LOOKUP_NAME} (is it installed?)`);
  }
  return { checker, lookup };
}

export function extractGridEvents(nodeModulesDir: string, packageName: string): GridEventEntry[] {
  const { checker, lookup } = lookupType(nodeModulesDir, packageName);
  const events = checker.getPropertiesOfType(lookup).map((property): GridEventEntry => {
    const declaration = property.declarations?.[0];
    const owner = declaration?.parent;
    if (!declaration || !owner || !ts.isInterfaceDeclaration(owner)) {
      throw new Error(`grid-events: ${property.name} is not declared in an interface`);
    }
    const ownerPackage = packageOfFile(declaration.getSourceFile().fileName);
    if (!ownerPackage) throw new Error(`grid-events: ${property.name} is declared outside node_modules`);
    const docs = readSymbolDocs(property, checker);
    return {
      name: property.name,
      plan: planOfEventPackage(ownerPackage),
      params: memberTypeText(declaration, 'params'),
      event: memberTypeText(declaration, 'event'),
      description: docs.description,
      internal: docs.tags.has('ignore'),
      deprecated: docs.tags.get('deprecated')?.[0] ?? null,
      declaredIn: owner.name.text,
    };
  });
  return events.sort((a, b) => a.name.localeCompare(b.name));
}
