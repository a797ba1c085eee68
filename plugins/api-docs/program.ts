/**
 * The compiler side of the API extraction: one `ts.Program` over every documented package (plus an
 * in-memory module naming each `…Props` type), the context the describers share, and the symbol and
 * package helpers they all use. One program covers all packages, which costs a few seconds once instead
 * of once per package.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Plan } from '../../src/pageTree/types';
import { DECLARATION_COMPILER_OPTIONS, hostWithVirtualFile } from '../shared/typescript';
import type { ProductPackages } from './config';

const PLAN_TIER: Record<'community' | Plan, number> = { community: 0, pro: 1, premium: 2 };

export function tierOf(plan: Plan | undefined): number {
  return PLAN_TIER[plan ?? 'community'];
}

export function planOfPackage(packageName: string): Plan | undefined {
  if (packageName.endsWith('-premium')) return 'premium';
  if (packageName.endsWith('-pro')) return 'pro';
  return undefined;
}

/** `/…/node_modules/@mui/x-data-grid-pro/models/x.d.ts` → `@mui/x-data-grid-pro`. */
export function packageOfFile(fileName: string): string | undefined {
  const normalized = fileName.replace(/\\/g, '/');
  const index = normalized.lastIndexOf('/node_modules/');
  if (index < 0) return undefined;
  const parts = normalized.slice(index + '/node_modules/'.length).split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

export const TYPE_FORMAT =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope |
  ts.TypeFormatFlags.WriteArrowStyleSignature;

function rootFiles(nodeModulesDir: string, products: readonly ProductPackages[]): string[] {
  return products.flatMap((product) =>
    product.packages.flatMap((pkg) => {
      const dir = path.join(nodeModulesDir, pkg.name);
      const augmentation = path.join(dir, 'themeAugmentation', 'index.d.ts');
      return [path.join(dir, 'index.d.ts'), ...(fs.existsSync(augmentation) ? [augmentation] : [])];
    }),
  );
}

function createApiProgram(nodeModulesDir: string, products: readonly ProductPackages[]): ts.Program {
  return ts.createProgram(rootFiles(nodeModulesDir, products), DECLARATION_COMPILER_OPTIONS);
}

/** File name of the in-memory module that names each `…Props` type without type arguments. */
function propsModuleFile(nodeModulesDir: string): string {
  return path.join(path.dirname(nodeModulesDir), '__api_docs_props__.ts');
}

export function propsAliasName(packageName: string, componentName: string): string {
  return `${packageName.replace(/\W/g, '_')}__${componentName}`;
}

/**
 * A second program that adds an in-memory module referring to every exported `XxxProps` type without
 * type arguments, so generic props types (`ChartsContainerProProps<TSeries, TSignatures>`) are read with
 * their defaults applied, the way a reader's code sees them. It reuses the first program's parsed files.
 */
function createProgramWithPropsModule(
  nodeModulesDir: string,
  products: readonly ProductPackages[],
  first: ts.Program,
): ts.Program {
  const checker = first.getTypeChecker();
  const lines: string[] = [];
  for (const product of products) {
    for (const pkg of product.packages) {
      const sourceFile = first.getSourceFile(path.join(nodeModulesDir, pkg.name, 'index.d.ts'));
      const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
      if (!moduleSymbol) continue;
      const names = new Set(checker.getExportsOfModule(moduleSymbol).map((symbol) => symbol.name));
      for (const name of names) {
        if (!/^[A-Z]/.test(name) || !names.has(`${name}Props`)) continue;
        lines.push(`export type ${propsAliasName(pkg.name, name)} = import('${pkg.name}').${name}Props;`);
      }
    }
  }
  const virtualFile = propsModuleFile(nodeModulesDir);
  const virtualText = lines.join('\n');
  return ts.createProgram(
    [...rootFiles(nodeModulesDir, products), virtualFile],
    DECLARATION_COMPILER_OPTIONS,
    hostWithVirtualFile(DECLARATION_COMPILER_OPTIONS, virtualFile, virtualText),
    first,
  );
}

export interface Context {
  program: ts.Program;
  /** `propsAliasName(package, component)` → the component's props type with default type arguments. */
  propsTypes: Map<string, ts.Symbol>;
  checker: ts.TypeChecker;
  nodeModulesDir: string;
  /** Component name → key under `theme.components`, from the packages' theme augmentation. */
  muiNames: Map<string, string>;
  /** `MuiBarChart` → its style-override rule keys (`ComponentNameToClassKey` augmentation). */
  classKeys: Map<string, ts.TypeNode>;
}

export function resolveAlias(symbol: ts.Symbol, checker: ts.TypeChecker): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

export function moduleExports(ctx: Context, fileName: string): ts.Symbol[] {
  const sourceFile = ctx.program.getSourceFile(fileName);
  if (!sourceFile) return [];
  const moduleSymbol = ctx.checker.getSymbolAtLocation(sourceFile);
  return moduleSymbol ? ctx.checker.getExportsOfModule(moduleSymbol) : [];
}

export function declarationOf(symbol: ts.Symbol): ts.Declaration | undefined {
  return symbol.valueDeclaration ?? symbol.declarations?.[0];
}

export function propertyTypeSymbols(
  ctx: Context,
  paramType: ts.Type,
  propName: string,
  location: ts.Node,
): ts.Symbol[] {
  const prop = paramType.getProperty(propName);
  if (!prop) return [];
  const type = ctx.checker.getNonNullableType(ctx.checker.getTypeOfSymbolAtLocation(prop, location));
  return ctx.checker.getPropertiesOfType(type);
}

/** `ComponentsPropsList` augmentation entries: `MuiDataGrid: DataGridProProps` → DataGridPro ↦ MuiDataGrid. */
function collectMuiNames(program: ts.Program): Map<string, string> {
  const names = new Map<string, string>();
  for (const sourceFile of program.getSourceFiles()) {
    if (!/[\\/]themeAugmentation[\\/]props\.d\.ts$/.test(sourceFile.fileName)) continue;
    sourceFile.forEachChild((node) => {
      if (!ts.isInterfaceDeclaration(node) || !/ComponentsPropsList$/.test(node.name.text)) return;
      for (const member of node.members) {
        if (!ts.isPropertySignature(member) || !member.type || !member.name) continue;
        const muiName = member.name.getText(sourceFile);
        const typeName = member.type.getText(sourceFile).replace(/<.*$/, '');
        const componentName = typeName.replace(/^Exported/, '').replace(/Props$/, '');
        if (!names.has(componentName)) names.set(componentName, muiName);
      }
    });
  }
  return names;
}

/** `ComponentNameToClassKey` augmentation entries: `MuiBarChart: BarClassKey`. */
function collectClassKeys(program: ts.Program): Map<string, ts.TypeNode> {
  const keys = new Map<string, ts.TypeNode>();
  for (const sourceFile of program.getSourceFiles()) {
    if (!/[\\/]themeAugmentation[\\/]overrides\.d\.ts$/.test(sourceFile.fileName)) continue;
    sourceFile.forEachChild((node) => {
      if (!ts.isInterfaceDeclaration(node) || !/ComponentNameToClassKey$/.test(node.name.text)) return;
      for (const member of node.members) {
        if (
          ts.isPropertySignature(member) &&
          member.type &&
          member.name &&
          !keys.has(member.name.getText(sourceFile))
        ) {
          keys.set(member.name.getText(sourceFile), member.type);
        }
      }
    });
  }
  return keys;
}

/** The program over `products` (read from `nodeModulesDir`, a real path) and what every describer needs. */
export function createApiContext(nodeModulesDir: string, products: readonly ProductPackages[]): Context {
  const program = createProgramWithPropsModule(
    nodeModulesDir,
    products,
    createApiProgram(nodeModulesDir, products),
  );
  const checker = program.getTypeChecker();
  const propsModule = program.getSourceFile(propsModuleFile(nodeModulesDir));
  const propsModuleSymbol = propsModule && checker.getSymbolAtLocation(propsModule);
  return {
    program,
    checker,
    propsTypes: new Map(
      (propsModuleSymbol ? checker.getExportsOfModule(propsModuleSymbol) : []).map((symbol) => [
        symbol.name,
        symbol,
      ]),
    ),
    nodeModulesDir,
    muiNames: collectMuiNames(program),
    classKeys: collectClassKeys(program),
  };
}
