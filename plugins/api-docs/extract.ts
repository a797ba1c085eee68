/**
 * Reads the installed MUI X type declarations with the TypeScript compiler API and turns every exported
 * React component into page data, plus the configured interfaces. The program and the shared context are
 * set up in program.ts; props, classes, slots and import lines are described by their own modules.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { ApiComponent, ApiExportRecord, ApiInterface, ApiModel, ApiProp } from '../../src/api/types';
import { kebabCase } from '../../src/api/names';
import { API_PRODUCTS, type ProductPackages } from './config';
import { describeClasses, describeThemeClasses, addSlotClasses } from './classes';
import { importLines } from './imports';
import { firstTag, readSymbolDocs, stripSiteLinkLists } from './jsdoc';
import {
  createApiContext,
  declarationOf,
  moduleExports,
  packageOfFile,
  planOfPackage,
  propsAliasName,
  resolveAlias,
  tierOf,
  TYPE_FORMAT,
  type Context,
} from './program';
import { describeProperty, isDocumentedProp, sortProps } from './props';
import { findSkipRule, type ExportKind, type SkipRule } from './skip-list';
import { describeSlots } from './slots';

export interface ExtractOptions {
  nodeModulesDir: string;
  products?: readonly ProductPackages[];
  skipRules: readonly SkipRule[];
}

/** The component's call signature: `(props: P) => JSX.Element` (plain, forwardRef, memo or generic). */
function componentSignature(type: ts.Type, checker: ts.TypeChecker): ts.Signature | undefined {
  return type.getCallSignatures().find((signature) => {
    if (signature.parameters.length > 2) return false;
    const returned = checker.typeToString(signature.getReturnType());
    return /Element|ReactNode|ReactElement|null/.test(returned);
  });
}

function classifyExport(
  name: string,
  typeText: string,
  fileName: string,
  deprecated: boolean,
  allNames: Set<string>,
): ExportKind {
  if (/^(React\.)?(Context|Provider)</.test(typeText)) return 'context';
  if (/StyledComponent</.test(typeText)) return 'styled';
  if (/Icon$|Icon[A-Z]|Arrow(Right|Left)$/.test(name) && /[\\/]icons?([\\/]|\.d\.ts$)/.test(fileName))
    return 'icon';
  if (name.startsWith('Unstable_') && allNames.has(name.slice('Unstable_'.length))) return 'unstable-alias';
  if (deprecated) return 'deprecated';
  return 'component';
}

function refTarget(ctx: Context, paramType: ts.Type, location: ts.Node): string | undefined {
  const ref = paramType.getProperty('ref');
  if (!ref) return undefined;
  const text = ctx.checker.typeToString(
    ctx.checker.getTypeOfSymbolAtLocation(ref, location),
    undefined,
    TYPE_FORMAT,
  );
  const target = /Ref<([\w.]+)>/.exec(text)?.[1];
  return target && target !== 'unknown' && target !== 'any' ? target : undefined;
}

interface FoundExport {
  name: string;
  symbol: ts.Symbol;
  target: ts.Symbol;
  declaration: ts.Declaration;
  owner: string;
  exportedBy: string[];
}

function describeComponent(
  ctx: Context,
  product: ProductPackages,
  found: FoundExport,
  signature: ts.Signature,
): ApiComponent {
  const { checker } = ctx;
  const { name: exportName, target, declaration, owner } = found;
  const name = exportName.replace(/^Unstable_/, '');
  const plan = planOfPackage(owner);
  const propsParameter = signature.parameters[0];
  // A component declared without parameters takes no props.
  const signatureType = propsParameter
    ? checker.getTypeOfSymbolAtLocation(propsParameter, declaration)
    : checker.getNeverType();
  // Prefer the exported `${name}Props` type (generic defaults applied); the signature still tells the ref.
  const propsAlias = found.exportedBy
    .map((pkg) => ctx.propsTypes.get(propsAliasName(pkg, exportName)))
    .find((symbol) => symbol !== undefined);
  const aliasType = propsAlias ? checker.getDeclaredTypeOfSymbol(propsAlias) : undefined;
  const paramType = aliasType && !(aliasType.flags & ts.TypeFlags.Any) ? aliasType : signatureType;
  const hiddenProps: string[] = [];
  // The signature can add props the exported props type lacks (slot extensions, narrowed variants).
  const propSymbols = [...checker.getPropertiesOfType(paramType)];
  const seen = new Set(propSymbols.map((symbol) => symbol.name));
  for (const symbol of paramType === signatureType ? [] : checker.getPropertiesOfType(signatureType)) {
    if (!seen.has(symbol.name)) propSymbols.push(symbol);
  }
  const props = propSymbols
    .filter((symbol) => isDocumentedProp(symbol))
    .map((symbol) => {
      const prop = describeProperty(ctx, symbol, declaration, tierOf(plan));
      if (!prop) hiddenProps.push(symbol.name);
      return prop;
    })
    .filter((prop): prop is ApiProp => prop !== null);
  const muiName = ctx.muiNames.get(name);
  const sourceOf = (propName: string) => (paramType.getProperty(propName) ? paramType : signatureType);
  const ownClasses = describeClasses(ctx, sourceOf('classes'), declaration, muiName ?? `Mui${name}`);
  const classes = ownClasses.length > 0 ? ownClasses : describeThemeClasses(ctx, muiName ?? `Mui${name}`);
  const slots = describeSlots(ctx, sourceOf('slots'), declaration, classes);
  const docs = readSymbolDocs(target, checker);
  const exportDocs = readSymbolDocs(found.symbol, checker);
  const deprecated = firstTag(docs, 'deprecated') ?? firstTag(exportDocs, 'deprecated');
  const forwardsRefTo = refTarget(ctx, signatureType, declaration);
  return {
    kind: 'component',
    name,
    exportName,
    product: product.product,
    slug: kebabCase(name),
    packageName: owner,
    ...(plan ? { plan } : {}),
    ...(exportName !== name ? { unstable: true } : {}),
    description: stripSiteLinkLists(docs.description || exportDocs.description),
    ...(deprecated !== undefined ? { deprecated } : {}),
    imports: importLines(ctx, exportName, declaration.getSourceFile().fileName, owner, found.exportedBy),
    props: sortProps(props),
    slots,
    classes,
    ...(muiName ? { muiName } : {}),
    ...(forwardsRefTo ? { forwardsRefTo } : {}),
    ...(hiddenProps.length > 0 ? { hiddenProps: hiddenProps.sort() } : {}),
  };
}

/**
 * Every exported name of each package of a product, resolved to its declaration and owner package. A
 * name can stand for different declarations in different editions (the pro package exports its own
 * `GridColumnMenu`, and deprecated `DataGrid()` placeholders), so each name maps to one entry per
 * distinct declaration, lowest tier first.
 */
function collectExports(ctx: Context, product: ProductPackages): Map<string, FoundExport[]> {
  const found = new Map<string, FoundExport[]>();
  for (const pkg of product.packages) {
    for (const symbol of moduleExports(ctx, path.join(ctx.nodeModulesDir, pkg.name, 'index.d.ts'))) {
      const target = resolveAlias(symbol, ctx.checker);
      const declaration = declarationOf(target);
      if (!declaration) continue;
      const entries = found.get(symbol.name) ?? [];
      const same = entries.find((entry) => entry.declaration === declaration);
      if (same) {
        same.exportedBy.push(pkg.name);
        continue;
      }
      const owner = packageOfFile(declaration.getSourceFile().fileName) ?? pkg.name;
      entries.push({
        name: symbol.name,
        symbol,
        target,
        declaration,
        // A name declared outside the product's packages (shared internals) belongs to the first exporter.
        owner: product.packages.some((p) => p.name === owner) ? owner : pkg.name,
        exportedBy: [pkg.name],
      });
      found.set(symbol.name, entries);
    }
  }
  return found;
}

function extractComponents(
  ctx: Context,
  product: ProductPackages,
  exports: Map<string, FoundExport[]>,
  skipRules: readonly SkipRule[],
) {
  const components: ApiComponent[] = [];
  const records: ApiExportRecord[] = [];
  const allNames = new Set(exports.keys());
  for (const [name, entries] of exports) {
    if (!/^[A-Z]/.test(name)) continue;
    const candidates = entries.flatMap((found) => {
      if (!(found.target.flags & (ts.SymbolFlags.Variable | ts.SymbolFlags.Function))) return [];
      const type = ctx.checker.getTypeOfSymbolAtLocation(found.target, found.declaration);
      const signature = componentSignature(type, ctx.checker);
      if (!signature) return [];
      const typeString = ctx.checker.typeToString(type, undefined, TYPE_FORMAT);
      const deprecated = readSymbolDocs(found.target, ctx.checker).tags.has('deprecated');
      const isPlaceholder = ctx.checker.typeToString(signature.getReturnType()) === 'null';
      const kind = isPlaceholder
        ? 'placeholder'
        : classifyExport(name, typeString, found.declaration.getSourceFile().fileName, deprecated, allNames);
      return [{ found, signature, kind }];
    });
    let documented: (typeof candidates)[number] | undefined;
    for (const candidate of candidates) {
      const rule = findSkipRule(skipRules, { name, kind: candidate.kind, product: product.product });
      for (const packageName of candidate.found.exportedBy) {
        const record: ApiExportRecord = { name, packageName, product: product.product };
        if (rule) record.skippedBecause = rule.reason;
        records.push(record);
      }
      if (!rule && !documented) documented = candidate;
      else if (!rule && documented) {
        // Another edition's implementation under the same name: one page documents the name.
        documented.found.exportedBy.push(...candidate.found.exportedBy);
      }
    }
    if (documented) components.push(describeComponent(ctx, product, documented.found, documented.signature));
  }
  return { components, records };
}

function extractInterface(
  ctx: Context,
  product: ProductPackages,
  exports: Map<string, FoundExport[]>,
  name: string,
): ApiInterface {
  const entries = exports.get(name);
  if (!entries || entries.length === 0) {
    throw new Error(
      `api-docs: interface "${name}" (configured for ${product.product}) is not exported by ${product.packages.map((p) => p.name).join(', ')}`,
    );
  }
  // Editions may export their own type under the same name (GridApi is GridApiCommunity, GridApiPro or
  // GridApiPremium): document the richest one, the last in tier order, and mark what needs a paid plan.
  const richest = entries[entries.length - 1];
  const declaration = declarationOf(richest.target) ?? richest.declaration;
  const type = ctx.checker.getDeclaredTypeOfSymbol(richest.target);
  const exporters = entries.flatMap((entry) => entry.exportedBy);
  const packageName = exporters[0];
  const pageTier = tierOf(planOfPackage(packageName));
  const properties = ctx.checker
    .getPropertiesOfType(type)
    .map((symbol) => describeProperty(ctx, symbol, declaration, pageTier))
    .filter((prop): prop is ApiProp => prop !== null);
  const docs = readSymbolDocs(richest.target, ctx.checker);
  return {
    kind: 'interface',
    name,
    product: product.product,
    slug: kebabCase(name),
    packageName,
    description: stripSiteLinkLists(
      docs.description || readSymbolDocs(entries[0].target, ctx.checker).description,
    ),
    imports: exporters.map((pkg) => `import { ${name} } from '${pkg}';`),
    properties: sortProps(properties),
  };
}

/** The whole extraction; pure apart from reading the installed packages. */
export function extractApiModel(options: ExtractOptions): ApiModel {
  const products = options.products ?? API_PRODUCTS;
  // The compiler reports real paths; a symlinked node_modules must compare equal to them.
  const ctx = createApiContext(fs.realpathSync(options.nodeModulesDir), products);
  const model: ApiModel = { components: [], interfaces: [], exports: [] };
  for (const product of products) {
    const exports = collectExports(ctx, product);
    const { components, records } = extractComponents(ctx, product, exports, options.skipRules);
    addSlotClasses(components);
    model.components.push(...components.sort((a, b) => a.name.localeCompare(b.name)));
    model.exports.push(...records);
    model.interfaces.push(...product.interfaces.map((name) => extractInterface(ctx, product, exports, name)));
  }
  return model;
}
