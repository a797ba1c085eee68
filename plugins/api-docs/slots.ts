/** Slots of a component: the members of its `slots` prop, with their default component and class. */
import ts from 'typescript';
import type { ApiClass, ApiSlot } from '../../src/api/types';
import { firstTag, readSymbolDocs } from './jsdoc';
import { propertyTypeSymbols, type Context } from './program';

export function describeSlots(
  ctx: Context,
  paramType: ts.Type,
  location: ts.Node,
  classes: ApiClass[],
): ApiSlot[] {
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
