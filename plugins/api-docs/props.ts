/**
 * Props and interface properties: one row per property with its written type, default, deprecation,
 * call signature and the plan that adds it.
 */
import ts from 'typescript';
import type { ApiProp, ApiSignature } from '../../src/api/types';
import { KEPT_REACT_PROPS, REACT_RESERVED_PROPS } from './config';
import { firstTag, normalizeTypeText, readSymbolDocs, splitParamTag } from './jsdoc';
import { packageOfFile, planOfPackage, tierOf, TYPE_FORMAT, type Context } from './program';

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
export function describeProperty(
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
export function isDocumentedProp(symbol: ts.Symbol): boolean {
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
