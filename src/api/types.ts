/**
 * Shapes of the API reference data. The api-docs plugin extracts them from the installed MUI X type
 * declarations (server side) and the API page components render them (client side), so both import
 * these types from here.
 */
import type { Plan } from '../pageTree/types';

/** URL segment of each product's API reference: `/api/<segment>/…`. */
export type ApiProductSegment = 'data-grid' | 'date-pickers' | 'charts' | 'tree-view';

export const API_PRODUCT_SEGMENTS: readonly ApiProductSegment[] = [
  'data-grid',
  'date-pickers',
  'charts',
  'tree-view',
];

/** Arguments and result of a function-typed prop, for the "signature" block under its description. */
export interface ApiSignature {
  /** The full function type, e.g. `(params: GridRowParams, event: MuiEvent) => void`. */
  type: string;
  args: { name: string; type: string; description: string }[];
  returns?: { type: string; description: string };
}

export interface ApiProp {
  name: string;
  /** The type as written in the declaration (`boolean`, `GridColDef<R>[]`, …). */
  type: string;
  /** The `@default` JSDoc value, verbatim. */
  default?: string;
  required: boolean;
  /** Present when the prop is deprecated; the text explains what to use instead (may be empty). */
  deprecated?: string;
  /** JSDoc description (Markdown). */
  description: string;
  signature?: ApiSignature;
  /** Set when the prop only works with a paid plan (declared by a pro/premium package). */
  plan?: Plan;
}

export interface ApiSlot {
  name: string;
  description: string;
  /** Default component (from `@default`), if documented. */
  default?: string;
  /** The CSS class applied to the slot's element, when the component has one for it. */
  className?: string;
}

export interface ApiClass {
  /** Key in the `classes` prop, e.g. `cell`. */
  key: string;
  /** Class name in the DOM, e.g. `MuiDataGrid-cell`, or a global state class such as `Mui-selected`. */
  className: string;
  description: string;
  /** Global state classes (`Mui-selected`…) are shared by every MUI component. */
  isGlobal: boolean;
  deprecated?: string;
  /** For classes of a slot's default component: the slot that renders it… */
  slot?: string;
  /** …and that component's name. */
  component?: string;
}

export interface ApiDemoLink {
  title: string;
  /** Site-relative path, e.g. `/react-data-grid/sorting/`. */
  href: string;
  plan?: Plan;
}

export interface ApiComponent {
  kind: 'component';
  name: string;
  product: ApiProductSegment;
  slug: string;
  /** Package that declares the component, e.g. `@mui/x-data-grid-pro`. */
  packageName: string;
  plan?: Plan;
  /** Exported only with an `Unstable_` prefix. */
  unstable?: boolean;
  /** The exported identifier (differs from `name` for `Unstable_` exports). */
  exportName: string;
  /** JSDoc text of the component declaration, without its links to another site's demos. */
  description: string;
  deprecated?: string;
  imports: string[];
  props: ApiProp[];
  slots: ApiSlot[];
  classes: ApiClass[];
  /** Key under `theme.components` (`MuiDataGrid`…), when the theme can set default props. */
  muiName?: string;
  /** Element type the `ref` is forwarded to (`HTMLDivElement`…), when the types say so. */
  forwardsRefTo?: string;
  /** Props the declarations mark `@ignore` (internal): accepted at runtime, not documented. */
  hiddenProps?: string[];
}

export type ApiInterfaceProperty = ApiProp;

export interface ApiInterface {
  kind: 'interface';
  name: string;
  product: ApiProductSegment;
  slug: string;
  packageName: string;
  description: string;
  imports: string[];
  properties: ApiInterfaceProperty[];
}

/** Everything extracted from the packages (cached on disk): no demos, no site-specific links yet. */
export interface ApiModel {
  components: ApiComponent[];
  interfaces: ApiInterface[];
  /** Every exported React component seen, with the reason it has no page when it has none. */
  exports: ApiExportRecord[];
}

export interface ApiExportRecord {
  name: string;
  packageName: string;
  product: ApiProductSegment;
  /** Why no page was generated; absent when the component has a page. */
  skippedBecause?: string;
}

/** Site-relative link targets (`GridColDef` → `/api/data-grid/grid-col-def/`) for `[[Name]]` references. */
export type ApiLinkMap = Record<string, string>;

/** What one generated component page imports: the component plus its demos and reference links. */
export interface ApiComponentPageData extends ApiComponent {
  demos: ApiDemoLink[];
  links: ApiLinkMap;
}

export interface ApiInterfacePageData extends ApiInterface {
  demos: ApiDemoLink[];
  links: ApiLinkMap;
}

export interface ApiIndexEntry {
  name: string;
  href: string;
  plan?: Plan;
  unstable?: boolean;
  description: string;
}

export interface ApiIndexPageData {
  kind: 'index';
  product: ApiProductSegment;
  productName: string;
  components: ApiIndexEntry[];
  interfaces: ApiIndexEntry[];
}

/**
 * The data module of one API route (plugins/api-docs/routes.ts), read by src/components/api/ApiDocItem:
 * what a doc's metadata would say about the page, and what the page renders.
 */
export interface ApiRoutePage {
  /** `api/<product>/<slug>`, in the form of a doc id. */
  id: string;
  title: string;
  /** The line under the H1 and the page's meta description. */
  description: string;
  /** The page's address, base URL and version prefix included (`/x/api/data-grid/data-grid/`). */
  permalink: string;
  /** The docs version the page belongs to (`current`, or a cut version's name). */
  version: string;
  data: ApiComponentPageData | ApiInterfacePageData | ApiIndexPageData;
}

/**
 * The rows of a component or an interface page (an interface's properties are its `props`): the heaviest part
 * of a page's data, which the browser loads apart from the page, only when it renders them (src/api/rowsStore.ts;
 * maintainers/performance.md, "API rows loaded apart").
 */
export interface ApiRows {
  props: ApiProp[];
  slots: ApiSlot[];
  classes: ApiClass[];
}

/** What a page shows of its rows without them: its table of contents, the counts and the sections' notes. */
export interface ApiRowsOutline {
  propNames: string[];
  slotCount: number;
  classCount: number;
  /** The CSS classes' note: whether every class comes from a slot's component… */
  classesFromSlots: boolean;
  /** …and the class it gives as its example (the first). */
  exampleClass?: { key: string; className: string };
}

export type ApiComponentOutline = Omit<ApiComponentPageData, 'props' | 'slots' | 'classes'> & {
  outline: ApiRowsOutline;
};

export type ApiInterfaceOutline = Omit<ApiInterfacePageData, 'properties'> & { outline: ApiRowsOutline };

/**
 * An API route's data module as the page component receives it (plugins/api-docs/routes.ts, `routeModules`):
 * the page without its rows, and the rows apart.
 */
export interface ApiRouteModule extends Omit<ApiRoutePage, 'data'> {
  data: ApiComponentOutline | ApiInterfaceOutline | ApiIndexPageData;
  /**
   * The rows: the data itself in the server bundle; in the browser bundle, the address of their JSON file
   * (the bundler emits it as an asset). Null on index pages, which have none.
   */
  rows: ApiRows | string | null;
}
