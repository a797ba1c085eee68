/**
 * Reads the installed MUI X type declarations with the TypeScript compiler API and turns every exported
 * React component into page data: props from the component's props type, slots from its `slots` prop,
 * CSS classes from its `classes` prop, plus the configured interfaces. One `ts.Program` covers all
 * packages, which costs a few seconds once instead of once per package.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type {
  ApiClass,
  ApiComponent,
  ApiExportRecord,
  ApiInterface,
  ApiModel,
  ApiProp,
  ApiSignature,
  ApiSlot,
} from '../../src/api/types';
import type { Plan } from '../../src/pageTree/types';
import { kebabCase } from '../../src/api/names';
import {
  API_PRODUCTS,
  GLOBAL_STATE_CLASSES,
  KEPT_REACT_PROPS,
  REACT_RESERVED_PROPS,
  type ProductPackages,
} from './config';
import { firstTag, normalizeTypeText, readSymbolDocs, splitParamTag, stripSiteLinkLists } from './jsdoc';
import { findSkipRule, type ExportKind, type SkipRule } from './skip-list';

export interface ExtractOptions {
  nodeModulesDir: string;
  products?: readonly ProductPackages[];
  skipRules: readonly SkipRule[];
}

const PLAN_TIER: Record<'community' | Plan, number> = { community: 0, pro: 1, premium: 2 };

function tierOf(plan: Plan | undefined): number {
  return PLAN_TIER[plan ?? 'community'];
}

function planOfPackage(packageName: string): Plan | undefined {
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

const TYPE_FORMAT =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope |
  ts.TypeFormatFlags.WriteArrowStyleSignature;

const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  jsx: ts.JsxEmit.ReactJSX,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  types: [],
};

function rootFiles(nodeModulesDir: string, products: readonly ProductPackages[]): string[] {
  return products.flatMap((product) =>
    product.packages.flatMap((pkg) => {
      const dir = path.join(nodeModulesDir, pkg.name);
      const augmentation = path.join(dir, 'themeAugmentation', 'index.d.ts');
      return [path.join(dir, 'index.d.ts'), ...(fs.existsSync(augmentation) ? [augmentation] : [])];
    }),
  );
}

export function createApiProgram(nodeModulesDir: string, products: readonly ProductPackages[]): ts.Program {
  return ts.createProgram(rootFiles(nodeModulesDir, products), COMPILER_OPTIONS);
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
  const host = ts.createCompilerHost(COMPILER_OPTIONS);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (fileName, languageVersion, ...rest) =>
    fileName === virtualFile
      ? ts.createSourceFile(fileName, virtualText, languageVersion)
      : getSourceFile(fileName, languageVersion, ...rest);
  host.fileExists = (fileName) => fileName === virtualFile || fileExists(fileName);
  host.readFile = (fileName) => (fileName === virtualFile ? virtualText : readFile(fileName));
  return ts.createProgram(
    [...rootFiles(nodeModulesDir, products), virtualFile],
    COMPILER_OPTIONS,
    host,
    first,
  );
}

interface Context {
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

function resolveAlias(symbol: ts.Symbol, checker: ts.TypeChecker): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

function moduleExports(ctx: Context, fileName: string): ts.Symbol[] {
  const sourceFile = ctx.program.getSourceFile(fileName);
  if (!sourceFile) return [];
  const moduleSymbol = ctx.checker.getSymbolAtLocation(sourceFile);
  return moduleSymbol ? ctx.checker.getExportsOfModule(moduleSymbol) : [];
}

function declarationOf(symbol: ts.Symbol): ts.Declaration | undefined {
  return symbol.valueDeclaration ?? symbol.declarations?.[0];
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

function typeText(
  ctx: Context,
  symbol: ts.Symbol,
  declaration: ts.Declaration | undefined,
  location: ts.Node,
): string {
  if (
    declaration &&
    (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) &&
    declaration.type
  ) {
    return normalizeTypeText(declaration.type.getText(declaration.getSourceFile()));
  }
  const type = ctx.checker.getTypeOfSymbolAtLocation(symbol, declaration ?? location);
  return normalizeTypeText(
    ctx.checker.typeToString(ctx.checker.getNonNullableType(type), undefined, TYPE_FORMAT),
  );
}

function signatureOf(
  ctx: Context,
  type: ts.Type,
  docs: ReturnType<typeof readSymbolDocs>,
  location: ts.Node,
): ApiSignature | undefined {
  const nonNullable = ctx.checker.getNonNullableType(type);
  const signatures = nonNullable.getCallSignatures();
  if (signatures.length !== 1 || nonNullable.getProperties().length > 0) return undefined;
  const [signature] = signatures;
  const paramDocs = new Map(
    (docs.tags.get('param') ?? []).map((text) => {
      const { name, description } = splitParamTag(text);
      return [name, description] as const;
    }),
  );
  const args = signature.parameters.map((parameter) => ({
    name: parameter.name,
    type: normalizeTypeText(
      ctx.checker.typeToString(
        ctx.checker.getTypeOfSymbolAtLocation(parameter, location),
        undefined,
        TYPE_FORMAT,
      ),
    ),
    description: paramDocs.get(parameter.name) ?? '',
  }));
  const returnType = normalizeTypeText(
    ctx.checker.typeToString(signature.getReturnType(), undefined, TYPE_FORMAT),
  );
  const returnsDoc = firstTag(docs, 'returns') ?? firstTag(docs, 'return');
  return {
    type: normalizeTypeText(
      ctx.checker.signatureToString(signature, undefined, TYPE_FORMAT, ts.SignatureKind.Call),
    ),
    args,
    ...(returnType !== 'void' || returnsDoc
      ? { returns: { type: returnType, description: returnsDoc ?? '' } }
      : {}),
  };
}

/** One prop (or interface property) row. Returns null for props hidden with `@ignore`. */
function describeProperty(
  ctx: Context,
  symbol: ts.Symbol,
  location: ts.Node,
  pageTier: number,
): ApiProp | null {
  const declarations = symbol.declarations ?? [];
  const declaration =
    declarations.find((decl) => /[\\/]@mui[\\/]/.test(decl.getSourceFile().fileName)) ?? declarations[0];
  const docs = readSymbolDocs(symbol, ctx.checker);
  if (docs.tags.has('ignore')) return null;
  const type = ctx.checker.getTypeOfSymbolAtLocation(symbol, declaration ?? location);
  const prop: ApiProp = {
    name: symbol.name,
    type: typeText(ctx, symbol, declaration, location),
    required: (symbol.flags & ts.SymbolFlags.Optional) === 0,
    description: docs.description,
  };
  const defaultValue = firstTag(docs, 'default');
  if (defaultValue !== undefined) prop.default = defaultValue;
  const deprecated = firstTag(docs, 'deprecated');
  if (deprecated !== undefined) prop.deprecated = deprecated;
  const signature = signatureOf(ctx, type, docs, declaration ?? location);
  if (signature) prop.signature = signature;
  const declaringPackage = declaration ? packageOfFile(declaration.getSourceFile().fileName) : undefined;
  const plan = declaringPackage ? planOfPackage(declaringPackage) : undefined;
  if (plan && tierOf(plan) > pageTier) prop.plan = plan;
  return prop;
}

/**
 * Props declared by MUI packages, plus the React props kept on purpose. Key-remapped props (`rotate` →
 * `rotateGradient` through a mapped type) have no declaration of their own and count as MUI's.
 */
function isDocumentedProp(symbol: ts.Symbol): boolean {
  if (REACT_RESERVED_PROPS.has(symbol.name)) return false;
  if (KEPT_REACT_PROPS.has(symbol.name)) return true;
  const declarations = symbol.declarations ?? [];
  return (
    declarations.length === 0 ||
    declarations.some((decl) => /[\\/]@mui[\\/]/.test(decl.getSourceFile().fileName))
  );
}

/** Required first, then by name: the order readers scan a props table in. */
export function sortProps<T extends { name: string; required: boolean }>(props: T[]): T[] {
  return [...props].sort((a, b) => Number(b.required) - Number(a.required) || a.name.localeCompare(b.name));
}

/** Prefix of generated class names, read from the classes module next to the `…Classes` interface. */
function classPrefix(ctx: Context, classSymbols: ts.Symbol[], fallback: string): string {
  const files = new Set(
    classSymbols.flatMap((symbol) => (symbol.declarations ?? []).map((d) => d.getSourceFile().fileName)),
  );
  for (const file of files) {
    const jsFile = file.replace(/\.d\.ts$/, '.js');
    if (!fs.existsSync(jsFile)) continue;
    const match = /generateUtilityClass(?:es)?\w*(?:\.default)?\)?\(\s*['"](Mui[\w]+)['"]/.exec(
      fs.readFileSync(jsFile, 'utf8'),
    );
    if (match) return match[1];
  }
  return fallback;
}

function propertyTypeSymbols(
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

function describeClassSymbols(ctx: Context, symbols: ts.Symbol[], fallbackPrefix: string): ApiClass[] {
  if (symbols.length === 0) return [];
  const prefix = classPrefix(ctx, symbols, fallbackPrefix);
  return symbols
    .map((symbol): ApiClass => {
      const docs = readSymbolDocs(symbol, ctx.checker);
      const isGlobal = GLOBAL_STATE_CLASSES.has(symbol.name);
      const deprecated = firstTag(docs, 'deprecated');
      return {
        key: symbol.name,
        className: isGlobal ? `Mui-${symbol.name}` : `${prefix}-${symbol.name}`,
        description: docs.description,
        isGlobal,
        ...(deprecated !== undefined ? { deprecated } : {}),
      };
    })
    .sort((a, b) => a.key.localeCompare(b.key));
}

function describeClasses(
  ctx: Context,
  paramType: ts.Type,
  location: ts.Node,
  fallbackPrefix: string,
): ApiClass[] {
  return describeClassSymbols(ctx, propertyTypeSymbols(ctx, paramType, 'classes', location), fallbackPrefix);
}

/**
 * Components without a `classes` prop can still be styled through the theme: their rule keys are the
 * `ComponentNameToClassKey` entry (`MuiBarChart: BarClassKey`, where `BarClassKey = keyof BarClasses`).
 */
function describeThemeClasses(ctx: Context, muiName: string): ApiClass[] {
  const typeNode = ctx.classKeys.get(muiName);
  if (!typeNode) return [];
  let classesType: ts.Type | undefined;
  if (ts.isTypeReferenceNode(typeNode)) {
    const alias = ctx.checker.getSymbolAtLocation(typeNode.typeName);
    const aliasTarget = alias && resolveAlias(alias, ctx.checker);
    const declaration = aliasTarget?.declarations?.find(ts.isTypeAliasDeclaration);
    if (
      declaration &&
      ts.isTypeOperatorNode(declaration.type) &&
      declaration.type.operator === ts.SyntaxKind.KeyOfKeyword
    ) {
      classesType = ctx.checker.getTypeFromTypeNode(declaration.type.type);
    }
  }
  if (classesType) return describeClassSymbols(ctx, ctx.checker.getPropertiesOfType(classesType), muiName);
  // Literal keys without an interface (`MuiChartsAxis: 'root'`): no descriptions to read.
  const keyType = ctx.checker.getTypeFromTypeNode(typeNode);
  const literals = (keyType.isUnion() ? keyType.types : [keyType]).filter(
    (type): type is ts.StringLiteralType => type.isStringLiteral(),
  );
  return literals
    .map((type) => ({
      key: type.value,
      className: GLOBAL_STATE_CLASSES.has(type.value) ? `Mui-${type.value}` : `${muiName}-${type.value}`,
      description: '',
      isGlobal: GLOBAL_STATE_CLASSES.has(type.value),
    }))
    .sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * A component that has no classes of its own (DatePicker) is styled through the parts its slots render:
 * list the classes of each slot's default component, marked with the slot they come from.
 */
export function addSlotClasses(components: ApiComponent[]): void {
  const ownClasses = new Map(components.map((component) => [component.name, component.classes]));
  for (const component of components) {
    if (component.classes.length > 0) continue;
    const seen = new Set<string>();
    for (const slot of component.slots) {
      const source =
        slot.default && /^[A-Z]\w*$/.test(slot.default) ? ownClasses.get(slot.default) : undefined;
      for (const entry of source ?? []) {
        if (seen.has(entry.className)) continue;
        seen.add(entry.className);
        component.classes.push({ ...entry, slot: slot.name, component: slot.default });
      }
    }
  }
}

function describeSlots(ctx: Context, paramType: ts.Type, location: ts.Node, classes: ApiClass[]): ApiSlot[] {
  const classByKey = new Map(classes.map((entry) => [entry.key, entry.className]));
  return propertyTypeSymbols(ctx, paramType, 'slots', location)
    .map((symbol): ApiSlot => {
      const docs = readSymbolDocs(symbol, ctx.checker);
      const slot: ApiSlot = { name: symbol.name, description: docs.description };
      const defaultValue = firstTag(docs, 'default');
      if (defaultValue) slot.default = defaultValue.replace(/^`|`$/g, '');
      const className = classByKey.get(symbol.name);
      if (className) slot.className = className;
      return slot;
    })
    .sort((a, b) => a.name.localeCompare(b.name));
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

/** Subpath import of the declaring package (when it has one), then the root import of each exporter. */
function importLines(
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
  const nodeModulesDir = fs.realpathSync(options.nodeModulesDir);
  const program = createProgramWithPropsModule(
    nodeModulesDir,
    products,
    createApiProgram(nodeModulesDir, products),
  );
  const checker = program.getTypeChecker();
  const propsModule = program.getSourceFile(propsModuleFile(nodeModulesDir));
  const propsModuleSymbol = propsModule && checker.getSymbolAtLocation(propsModule);
  const ctx: Context = {
    program,
    checker,
    propsTypes: new Map(
      (propsModuleSymbol ? checker.getExportsOfModule(propsModuleSymbol) : []).map((symbol) => [
        symbol.name,
        symbol,
      ]),
    ),
    // The compiler reports real paths; a symlinked node_modules must compare equal to them.
    nodeModulesDir,
    muiNames: collectMuiNames(program),
    classKeys: collectClassKeys(program),
  };
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
