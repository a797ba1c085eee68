/**
 * CSS classes of a component: from its `classes` prop, else from the theme's style-override keys, else
 * (for components styled only through their slots) the classes of each slot's default component.
 */
import fs from 'node:fs';
import ts from 'typescript';
import type { ApiClass, ApiComponent } from '../../src/api/types';
import { GLOBAL_STATE_CLASSES } from './config';
import { firstTag, readSymbolDocs } from './jsdoc';
import { propertyTypeSymbols, resolveAlias, type Context } from './program';

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

export function describeClasses(
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
export function describeThemeClasses(ctx: Context, muiName: string): ApiClass[] {
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
