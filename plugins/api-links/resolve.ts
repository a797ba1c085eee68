/**
 * Resolves the API names writers use on guide pages (maintainers/writing.md, "Naming a prop, a slot or a class") against
 * the extracted API model: `sortingOrder` (a prop of a front-matter component), `DataGrid.sortingOrder`,
 * `GridApi.setSortModel`, `DataGrid.slots.toolbar`, `DataGrid.classes.cell`. Pure: no file access.
 */
import type { ApiComponent, ApiInterface, ApiModel, ApiProp } from '../../src/api/types';
import { apiPagePath, rowAnchor } from '../../src/api/names';
import { firstSentence } from '../../src/api/markdown';
import { editDistance } from '../shared/editDistance';

export interface ApiNameIndex {
  components: Map<string, ApiComponent>;
  interfaces: Map<string, ApiInterface>;
}

/** One resolved name: the text to show and the site-relative URL of its row (or page). */
export interface ResolvedApiName {
  label: string;
  href: string;
}

/** A row of `<PropTable>`, the shape `src/components/mdx/PropTable.tsx` renders. */
export interface PropTableRowData {
  name: string;
  type: string;
  default?: string;
  description: string;
  href: string;
}

const indexes = new WeakMap<ApiModel, ApiNameIndex>();

/** Components and interfaces by name; the first of a name wins, as for `[[Name]]` links on API pages. */
export function apiNameIndex(model: ApiModel): ApiNameIndex {
  let index = indexes.get(model);
  if (!index) {
    index = { components: new Map(), interfaces: new Map() };
    for (const component of model.components) {
      if (!index.components.has(component.name)) index.components.set(component.name, component);
    }
    for (const entry of model.interfaces) {
      if (!index.interfaces.has(entry.name)) index.interfaces.set(entry.name, entry);
    }
    indexes.set(model, index);
  }
  return index;
}

/** Thrown for a name the API data does not have; the remark plugin adds the file and line. */
export class ApiNameError extends Error {}

function suggestion(name: string, candidates: Iterable<string>): string {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(name.length / 3))
    ? ` Did you mean "${best}"?`
    : '';
}

function pageOf(owner: ApiComponent | ApiInterface): string {
  return apiPagePath(owner.product, owner.slug);
}

function membersOf(owner: ApiComponent | ApiInterface): ApiProp[] {
  return owner.kind === 'component' ? owner.props : owner.properties;
}

/** The component or interface called `name`, or an error naming the closest one. */
export function findOwner(index: ApiNameIndex, name: string): ApiComponent | ApiInterface {
  const owner = index.components.get(name) ?? index.interfaces.get(name);
  if (owner) return owner;
  throw new ApiNameError(
    `"${name}" is neither a component nor an interface with an API page.${suggestion(name, [
      ...index.components.keys(),
      ...index.interfaces.keys(),
    ])}`,
  );
}

/** The front-matter components of a page, checked: an unknown one is an error. */
export function pageComponents(index: ApiNameIndex, names: readonly string[]): ApiComponent[] {
  return names.map((name) => {
    const component = index.components.get(name);
    if (!component) {
      throw new ApiNameError(
        `front matter "components:" lists "${name}", which has no API page.${suggestion(name, index.components.keys())}`,
      );
    }
    return component;
  });
}

/** A prop of one of the page's components (first in front-matter order), or undefined. */
export function pagePropHref(components: readonly ApiComponent[], prop: string): string | undefined {
  for (const component of components) {
    if (component.props.some((entry) => entry.name === prop)) {
      return `${pageOf(component)}#${rowAnchor('props', prop)}`;
    }
  }
  return undefined;
}

function memberHref(owner: ApiComponent | ApiInterface, member: string): string {
  const found = membersOf(owner).some((entry) => entry.name === member);
  if (!found) {
    throw new ApiNameError(
      `${owner.name} has no ${owner.kind === 'component' ? 'prop' : 'property'} "${member}".${suggestion(
        member,
        membersOf(owner).map((entry) => entry.name),
      )}`,
    );
  }
  return `${pageOf(owner)}#${rowAnchor('props', member)}`;
}

/**
 * Resolves an `<ApiLink name>`: `member` (in the page's components), `Owner`, `Owner.member`,
 * `Owner.slots.name` or `Owner.classes.key` (the key in `classes`, or the class name itself).
 */
export function resolveApiName(
  index: ApiNameIndex,
  name: string,
  components: readonly ApiComponent[],
): ResolvedApiName {
  const parts = name.split('.');
  if (parts.some((part) => part === '') || parts.length > 3) {
    throw new ApiNameError(
      `"${name}" is not an API name: write member, Owner, Owner.member, Owner.slots.name or Owner.classes.key.`,
    );
  }
  if (parts.length === 1 && /^[a-z]/.test(name)) {
    const href = pagePropHref(components, name);
    if (href) return { label: name, href };
    const listed = components.map((component) => component.name).join(', ') || 'none';
    throw new ApiNameError(
      `"${name}" is not a prop of the page's front-matter components (${listed}); write Owner.${name} to name a prop of another component.${suggestion(
        name,
        components.flatMap((component) => component.props.map((prop) => prop.name)),
      )}`,
    );
  }
  const owner = findOwner(index, parts[0]);
  if (parts.length === 1) return { label: owner.name, href: pageOf(owner) };
  if (parts.length === 2) return { label: parts[1], href: memberHref(owner, parts[1]) };
  const [, section, member] = parts;
  if (owner.kind !== 'component' || (section !== 'slots' && section !== 'classes')) {
    throw new ApiNameError(
      `"${name}": only a component's "slots" and "classes" can be named with three parts.`,
    );
  }
  if (section === 'slots') {
    if (!owner.slots.some((slot) => slot.name === member)) {
      throw new ApiNameError(
        `${owner.name} has no slot "${member}".${suggestion(
          member,
          owner.slots.map((slot) => slot.name),
        )}`,
      );
    }
    return { label: member, href: `${pageOf(owner)}#${rowAnchor('slots', member)}` };
  }
  const entry =
    owner.classes.find((candidate) => candidate.key === member) ??
    owner.classes.find((candidate) => candidate.className === member);
  if (!entry) {
    throw new ApiNameError(
      `${owner.name} has no CSS class "${member}".${suggestion(
        member,
        owner.classes.map((candidate) => candidate.key),
      )}`,
    );
  }
  return { label: entry.className, href: `${pageOf(owner)}#${rowAnchor('classes', entry.className)}` };
}

/** The rows of `<PropTable component props>`, in the order written; an unknown name is an error. */
export function propTableRows(
  index: ApiNameIndex,
  componentName: string,
  propNames: readonly string[],
): PropTableRowData[] {
  const owner = findOwner(index, componentName);
  if (propNames.length === 0)
    throw new ApiNameError(`<PropTable component="${componentName}"> lists no props.`);
  const seen = new Set<string>();
  return propNames.map((name) => {
    if (seen.has(name)) throw new ApiNameError(`<PropTable> lists "${name}" twice.`);
    seen.add(name);
    const prop = membersOf(owner).find((entry) => entry.name === name);
    if (!prop) {
      throw new ApiNameError(
        `${owner.name} has no prop "${name}".${suggestion(
          name,
          membersOf(owner).map((entry) => entry.name),
        )}`,
      );
    }
    return {
      name,
      type: prop.type,
      ...(prop.default !== undefined ? { default: prop.default } : {}),
      description: firstSentence(prop.description),
      href: `${pageOf(owner)}#${rowAnchor('props', name)}`,
    };
  });
}

/** `components:` front matter as Docusaurus parses it: `DataGrid, DataGridPro` or a YAML list. */
export function frontMatterComponents(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return items
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim())
    .filter(Boolean);
}
