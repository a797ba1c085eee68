/**
 * An independent reading of the Data Grid's events, for the tests: it parses the installed `.d.ts` files
 * of the three grid packages one by one (syntax only, no type checker, unlike plugins/grid-events) and
 * follows `GridEventLookup` through every interface it extends, including the `declare module`
 * augmentations of the pro and premium packages. An event's plan is the package that declares it.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export type DeclaredPlan = 'community' | 'pro' | 'premium';

export interface DeclaredEvent {
  name: string;
  plan: DeclaredPlan;
  internal: boolean;
}

const PACKAGES: Array<[string, DeclaredPlan]> = [
  ['@mui/x-data-grid', 'community'],
  ['@mui/x-data-grid-pro', 'pro'],
  ['@mui/x-data-grid-premium', 'premium'],
];

interface InterfacePart {
  plan: DeclaredPlan;
  node: ts.InterfaceDeclaration;
}

function declarationFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : declarationFiles(full);
    return entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Every interface declaration of the packages by name, wherever it sits (top level or `declare module`). */
function collectInterfaces(nodeModulesDir: string): Map<string, InterfacePart[]> {
  const byName = new Map<string, InterfacePart[]>();
  for (const [packageName, plan] of PACKAGES) {
    for (const file of declarationFiles(path.join(nodeModulesDir, packageName))) {
      const text = fs.readFileSync(file, 'utf8');
      if (!text.includes('Lookup')) continue;
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node) => {
        if (ts.isInterfaceDeclaration(node)) {
          const parts = byName.get(node.name.text) ?? [];
          parts.push({ plan, node });
          byName.set(node.name.text, parts);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  return byName;
}

export function declaredGridEvents(nodeModulesDir: string): DeclaredEvent[] {
  const interfaces = collectInterfaces(nodeModulesDir);
  const seen = new Set<string>();
  const events = new Map<string, DeclaredEvent>();
  const walk = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const parts = interfaces.get(name);
    if (!parts) throw new Error(`no declaration of ${name} in the grid packages`);
    for (const { plan, node } of parts) {
      for (const member of node.members) {
        if (!ts.isPropertySignature(member)) continue;
        const eventName = member.name.getText();
        if (events.has(eventName)) throw new Error(`${eventName} is declared twice`);
        const internal = ts.getJSDocTags(member).some((tag) => tag.tagName.text === 'ignore');
        events.set(eventName, { name: eventName, plan, internal });
      }
      for (const clause of node.heritageClauses ?? []) {
        for (const base of clause.types) walk(base.expression.getText());
      }
    }
  };
  walk('GridEventLookup');
  return [...events.values()].sort((a, b) => a.name.localeCompare(b.name));
}
