/**
 * Turns the extracted model into the API pages as data: per page its URL, title, description and the data
 * its component renders (routes.ts makes each a route). Page content is rendered by React
 * (src/components/api), never assembled as Markdown here.
 */
import type {
  ApiComponent,
  ApiComponentPageData,
  ApiDemoLink,
  ApiIndexPageData,
  ApiInterface,
  ApiInterfacePageData,
  ApiLinkMap,
  ApiModel,
  ApiProductSegment,
} from '../../src/api/types';
import { API_PRODUCT_SEGMENTS } from '../../src/api/types';
import { apiIndexPath, apiPagePath } from '../../src/api/names';
import { firstSentence } from '../../src/api/markdown';
import { productConfig } from './config';
import { propsWithEditionPlans } from './editions';

const REFERENCE_PATTERN = /\[\[([A-Za-z_$][\w$]*)\]\]|\{@link\s+([A-Za-z_$][\w$]*)[\s}]/g;

/** Names referenced as `[[Name]]` or `{@link Name}` in a page's descriptions. */
export function referencedNames(value: unknown): Set<string> {
  const names = new Set<string>();
  const visit = (node: unknown) => {
    if (typeof node === 'string') {
      for (const match of node.matchAll(REFERENCE_PATTERN)) names.add(match[1] ?? match[2]);
    } else if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') Object.values(node).forEach(visit);
  };
  visit(value);
  return names;
}

/** Every page a reference can point to: interfaces and components by exported name. */
export function linkTargets(model: ApiModel): Map<string, string> {
  const targets = new Map<string, string>();
  for (const entry of [...model.interfaces, ...model.components]) {
    if (!targets.has(entry.name)) targets.set(entry.name, apiPagePath(entry.product, entry.slug));
  }
  return targets;
}

/** Only the targets a page references, so no page ships the whole map. */
export function linkMapFor(page: unknown, targets: Map<string, string>): ApiLinkMap {
  const links: ApiLinkMap = {};
  for (const name of [...referencedNames(page)].sort()) {
    const href = targets.get(name);
    if (href) links[name] = href;
  }
  return links;
}

const PRODUCT_PACKAGE_LABEL: Record<ApiProductSegment, string> = {
  'data-grid': 'Data Grid',
  'date-pickers': 'Date and Time Pickers',
  charts: 'Charts',
  'tree-view': 'Tree View',
};

/** The line under the H1 (front matter `description`): the JSDoc summary, or what the page lists. */
export function componentSummary(component: ApiComponent): string {
  const fromDocs = component.description ? firstSentence(component.description) : '';
  if (fromDocs) return fromDocs;
  const parts = [
    'props',
    ...(component.slots.length > 0 ? ['slots'] : []),
    ...(component.classes.length > 0 ? ['CSS classes'] : []),
  ];
  const list =
    parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0];
  return `The ${list} of the ${component.name} component from ${component.packageName}.`;
}

export function interfaceSummary(entry: ApiInterface): string {
  const fromDocs = entry.description ? firstSentence(entry.description) : '';
  return fromDocs || `The properties of the ${entry.name} type exported by ${entry.packageName}.`;
}

export interface PlanPagesInput {
  model: ApiModel;
  demos: Map<string, ApiDemoLink[]>;
}

/**
 * One API page as data: where it lives, its title and description, and what its component renders. This
 * is what a version cut freezes (versionData.ts); the page's route is made from it alone (routes.ts).
 */
export interface ApiPageEntry {
  /** `<product>/<slug>` (`<product>/index` for an index): names the page's data module. */
  file: string;
  /** Site-relative URL, e.g. `/api/data-grid/data-grid/`. */
  path: string;
  title: string;
  description: string;
  data: ApiComponentPageData | ApiInterfacePageData | ApiIndexPageData;
}

/** Every API page of the model, components first, then interfaces, then the product indexes. */
export function apiPageEntries({ model, demos }: PlanPagesInput): ApiPageEntry[] {
  const targets = linkTargets(model);
  const entries: ApiPageEntry[] = [];
  const taken = new Set<string>();
  const claim = (product: ApiProductSegment, slug: string, name: string) => {
    const key = `${product}/${slug}`;
    if (taken.has(key)) throw new Error(`api-docs: two pages would be served at /api/${key}/ (${name})`);
    taken.add(key);
  };

  for (const component of model.components) {
    claim(component.product, component.slug, component.name);
    const data: ApiComponentPageData = {
      ...component,
      props: propsWithEditionPlans(component, model.components),
      demos: demos.get(component.name) ?? [],
      links: {},
    };
    // Classes taken from a slot's component link to that component's page.
    const slotComponents = component.classes.flatMap((entry) =>
      entry.component ? [`[[${entry.component}]]`] : [],
    );
    data.links = linkMapFor([data, slotComponents], targets);
    entries.push({
      file: `${component.product}/${component.slug}`,
      path: apiPagePath(component.product, component.slug),
      title: `${component.name} API`,
      description: componentSummary(component),
      data,
    });
  }

  for (const entry of model.interfaces) {
    claim(entry.product, entry.slug, entry.name);
    const data: ApiInterfacePageData = { ...entry, demos: demos.get(entry.name) ?? [], links: {} };
    data.links = linkMapFor(data, targets);
    entries.push({
      file: `${entry.product}/${entry.slug}`,
      path: apiPagePath(entry.product, entry.slug),
      title: `${entry.name} API`,
      description: interfaceSummary(entry),
      data,
    });
  }

  for (const product of API_PRODUCT_SEGMENTS) {
    const data = indexPageData(model, product);
    entries.push({
      file: `${product}/index`,
      path: apiIndexPath(product),
      title: `${data.productName} API`,
      description: `Every component and type documented for the ${PRODUCT_PACKAGE_LABEL[product]} packages, with links to their props, slots and CSS classes.`,
      data,
    });
  }
  return entries;
}

export function indexPageData(model: ApiModel, product: ApiProductSegment): ApiIndexPageData {
  return {
    kind: 'index',
    product,
    productName: productConfig(product).title,
    components: model.components
      .filter((component) => component.product === product)
      .map((component) => ({
        name: component.name,
        href: apiPagePath(product, component.slug),
        ...(component.plan ? { plan: component.plan } : {}),
        ...(component.unstable ? { unstable: true } : {}),
        description: componentSummary(component),
      })),
    interfaces: model.interfaces
      .filter((entry) => entry.product === product)
      .map((entry) => ({
        name: entry.name,
        href: apiPagePath(product, entry.slug),
        description: interfaceSummary(entry),
      })),
  };
}
