/**
 * Deprecated MUI X APIs used in demo sources (README "Checks before you push a page"): an import of a name its
 * package marks `@deprecated` (`useAxisTooltip` from `@mui/x-charts/ChartsTooltip`; `DataGrid` from
 * `@mui/x-data-grid-premium`), and a JSX prop that the API data marks deprecated on the imported component.
 * Pure over one source text; `tests/unit/content/deprecatedInDemos.test.ts` runs it on every demo.
 */
import ts from 'typescript';
import type { ApiNameIndex } from './resolve';
import type { DeprecatedExports } from './deprecated';

export interface DemoUsageProblem {
  line: number;
  name: string;
  message: string;
}

/** `@mui/x-charts/ChartsTooltip` → `@mui/x-charts`. */
function packageOf(specifier: string): string | undefined {
  const match = /^(@mui\/x-[\w-]+)(?:\/|$)/.exec(specifier);
  return match?.[1];
}

export function deprecatedUsage(
  fileName: string,
  source: string,
  deprecated: DeprecatedExports,
  index: ApiNameIndex,
): DemoUsageProblem[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const problems: DemoUsageProblem[] = [];
  const lineOf = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  // Local name → imported component name, for the JSX check.
  const components = new Map<string, string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const pkg = packageOf(statement.moduleSpecifier.text);
    const bindings = statement.importClause?.namedBindings;
    if (!pkg || !bindings || !ts.isNamedImports(bindings)) {
      // A default import (`import { BarChart } …` is named; `import BarChart from '…/BarChart'` is not).
      const local = statement.importClause?.name?.text;
      if (pkg && local) components.set(local, local);
      continue;
    }
    for (const element of bindings.elements) {
      const imported = (element.propertyName ?? element.name).text;
      components.set(element.name.text, imported);
      const message = deprecated.byPackage.get(pkg)?.get(imported);
      if (message !== undefined) {
        problems.push({
          line: lineOf(element),
          name: imported,
          message: `\`${imported}\` from ${pkg} is deprecated: ${message}`,
        });
      }
    }
  }
  const visit = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const imported = ts.isIdentifier(node.tagName) ? components.get(node.tagName.text) : undefined;
      const component = imported ? index.components.get(imported) : undefined;
      if (component) {
        for (const attribute of node.attributes.properties) {
          if (!ts.isJsxAttribute(attribute) || !ts.isIdentifier(attribute.name)) continue;
          const prop = component.props.find((entry) => entry.name === (attribute.name as ts.Identifier).text);
          if (prop?.deprecated !== undefined) {
            problems.push({
              line: lineOf(attribute),
              name: `${component.name}.${prop.name}`,
              message: `the \`${prop.name}\` prop of ${component.name} is deprecated: ${prop.deprecated || 'no replacement given'}`,
            });
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return problems;
}
