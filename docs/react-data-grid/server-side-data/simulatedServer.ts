// A stand-in for a back end, shared by the server-side data demos: the data lives in memory and every
// answer arrives after a short delay, so the grids behave as they would against a real API without any
// network request. Replace these functions with calls to your own endpoints.
import type {
  GridFilterItem,
  GridFilterModel,
  GridSortModel,
} from '@mui/x-data-grid';

export interface Order {
  id: number;
  orderNumber: string;
  customer: string;
  country: string;
  category: string;
  product: string;
  quantity: number;
  unitPrice: number;
  total: number;
  status: string;
}

const customers = [
  'Northwind Traders',
  'Blue Harbor Foods',
  'Alpine Outfitters',
  'Cedar & Pine Co.',
  'Lumen Electronics',
  'Saffron Kitchen',
  'Riverside Books',
  'Oakline Furniture',
];
const countries = ['France', 'Germany', 'Japan', 'Brazil', 'Canada', 'Kenya'];
const catalog: { category: string; product: string; unitPrice: number }[] = [
  {
    category: 'Electronics',
    product: 'Noise-cancelling headphones',
    unitPrice: 189,
  },
  { category: 'Electronics', product: 'USB-C dock', unitPrice: 129 },
  { category: 'Electronics', product: 'Mechanical keyboard', unitPrice: 99 },
  { category: 'Furniture', product: 'Standing desk', unitPrice: 449 },
  { category: 'Furniture', product: 'Ergonomic chair', unitPrice: 329 },
  { category: 'Office supplies', product: 'Notebook (pack of 5)', unitPrice: 14 },
  { category: 'Office supplies', product: 'Gel pens (box of 12)', unitPrice: 9 },
  { category: 'Kitchen', product: 'Espresso machine', unitPrice: 279 },
];
const statuses = ['Pending', 'Shipped', 'Delivered', 'Returned'];

/** The order at `index`, computed from the index alone so every visitor sees the same rows. */
export function orderAt(index: number): Order {
  const item = catalog[(index * 3 + Math.floor(index / 8)) % catalog.length];
  const quantity = 1 + ((index * 7) % 12);
  return {
    id: index + 1,
    orderNumber: `SO-${String(10001 + index)}`,
    customer: customers[(index * 5) % customers.length],
    country: countries[(index * 7) % countries.length],
    category: item.category,
    product: item.product,
    quantity,
    unitPrice: item.unitPrice,
    total: quantity * item.unitPrice,
    status: statuses[(index * 11) % statuses.length],
  };
}

export function createOrders(count: number): Order[] {
  return Array.from({ length: count }, (_, index) => orderAt(index));
}

/** Resolves after `ms` milliseconds: the round trip of the simulated network. */
export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, ms);
  });
}

type Row = object;

/** The value of `field` in a row of any shape. */
function valueOf(row: Row, field: string): unknown {
  return (row as Record<string, unknown>)[field];
}

function matchesItem(row: Row, item: GridFilterItem): boolean {
  const cell = valueOf(row, item.field);
  const { operator, value } = item;
  // An item without a value does not filter yet (the reader is still typing).
  if (value === undefined || value === null || value === '') {
    if (operator === 'isEmpty') return cell === '' || cell == null;
    if (operator === 'isNotEmpty') return cell !== '' && cell != null;
    return true;
  }
  if (typeof cell === 'number') {
    const target = Number(value);
    switch (operator) {
      case '=':
        return cell === target;
      case '!=':
        return cell !== target;
      case '>':
        return cell > target;
      case '>=':
        return cell >= target;
      case '<':
        return cell < target;
      case '<=':
        return cell <= target;
      default:
        return true;
    }
  }
  const text = String(cell ?? '').toLowerCase();
  const wanted = Array.isArray(value)
    ? value.map((entry) => String(entry).toLowerCase())
    : [String(value).toLowerCase()];
  switch (operator) {
    case 'contains':
      return text.includes(wanted[0]);
    case 'doesNotContain':
      return !text.includes(wanted[0]);
    case 'equals':
    case 'is':
      return text === wanted[0];
    case 'doesNotEqual':
    case 'not':
      return text !== wanted[0];
    case 'startsWith':
      return text.startsWith(wanted[0]);
    case 'endsWith':
      return text.endsWith(wanted[0]);
    case 'isAnyOf':
      return wanted.length === 0 || wanted.includes(text);
    default:
      return true;
  }
}

/** Applies the grid's filter model as a database query would (a subset of the built-in operators). */
export function filterRows<R extends Row>(
  rows: R[],
  filterModel?: GridFilterModel,
): R[] {
  if (!filterModel) return rows;
  const items = filterModel.items ?? [];
  const words = (filterModel.quickFilterValues ?? [])
    .map((word) => String(word).toLowerCase())
    .filter(Boolean);
  return rows.filter((row) => {
    const checks = items.map((item) => matchesItem(row, item));
    const passesItems =
      checks.length === 0 ||
      (filterModel.logicOperator === 'or'
        ? checks.some(Boolean)
        : checks.every(Boolean));
    const haystack = Object.values(row).join(' ').toLowerCase();
    return passesItems && words.every((word) => haystack.includes(word));
  });
}

export function sortRows<R extends Row>(rows: R[], sortModel?: GridSortModel): R[] {
  if (!sortModel || sortModel.length === 0) return rows;
  return [...rows].sort((a, b) => {
    for (const { field, sort } of sortModel) {
      const left = valueOf(a, field);
      const right = valueOf(b, field);
      const order =
        typeof left === 'number' && typeof right === 'number'
          ? left - right
          : String(left).localeCompare(String(right));
      if (order !== 0) return sort === 'desc' ? -order : order;
    }
    return 0;
  });
}

/** Sums, averages, extremes and counts, named like the grid's aggregation functions. */
export function aggregate(values: number[], fn: string): number {
  if (values.length === 0) return 0;
  switch (fn) {
    case 'sum':
      return values.reduce((total, value) => total + value, 0);
    case 'avg':
      return (
        Math.round(
          (values.reduce((total, value) => total + value, 0) / values.length) * 100,
        ) / 100
      );
    case 'min':
      return Math.min(...values);
    case 'max':
      return Math.max(...values);
    case 'size':
      return values.length;
    default:
      throw new Error(`The server does not know the aggregation "${fn}".`);
  }
}

/**
 * A switch a demo can flip to make the next request fail once, so the error handling can be tried (and
 * tested) on demand instead of at random.
 */
export class FailureSwitch {
  private armed = false;

  arm(): void {
    this.armed = true;
  }

  disarm(): void {
    this.armed = false;
  }

  get isArmed(): boolean {
    return this.armed;
  }

  /** Throws, and disarms itself, when armed. */
  check(): void {
    if (this.armed) {
      this.armed = false;
      throw new Error('The server could not be reached (503 Service Unavailable).');
    }
  }
}

/** The orders matching every `field = key` pair of a group path. */
export function rowsInGroup<R extends Row>(
  rows: R[],
  groupFields: string[],
  groupKeys: string[],
): R[] {
  return rows.filter((row) =>
    groupKeys.every(
      (key, depth) => String(valueOf(row, groupFields[depth])) === key,
    ),
  );
}

/**
 * One level of a grouped answer: the group rows under `groupKeys` while grouping goes deeper, the leaf rows
 * at the last level. A group row carries its key in `group`, the size of the group in `childCount`, and the
 * aggregated values asked for in `aggregates`.
 */
export function groupLevel<R extends Row>(
  rows: R[],
  groupFields: string[],
  groupKeys: string[],
  aggregationModel: Record<string, string> = {},
): Record<string, unknown>[] {
  const members = rowsInGroup(rows, groupFields, groupKeys);
  if (groupKeys.length >= groupFields.length) {
    return members.map((row) => ({ ...row }) as Record<string, unknown>);
  }
  const field = groupFields[groupKeys.length];
  const keys = [
    ...new Set(members.map((row) => String(valueOf(row, field)))),
  ].sort();
  return keys.map((key) => {
    const groupRows = members.filter((row) => String(valueOf(row, field)) === key);
    return {
      id: `group/${[...groupKeys, key].join('/')}`,
      group: key,
      [field]: key,
      childCount: groupRows.length,
      aggregates: aggregateRow(groupRows, aggregationModel),
    };
  });
}

/** The values of the aggregation footer (or of one group) for the aggregation model. */
export function aggregateRow<R extends Row>(
  rows: R[],
  aggregationModel: Record<string, string> = {},
): Record<string, number> {
  const result: Record<string, number> = {};
  for (const [field, fn] of Object.entries(aggregationModel)) {
    result[field] = aggregate(
      rows.map((row) => Number(valueOf(row, field))),
      fn,
    );
  }
  return result;
}

export interface Person {
  name: string;
  jobTitle: string;
  location: string;
  team?: Person[];
}

// An organisation chart for the tree data demos. The grid asks for one level at a time.
export const organisation: Person[] = [
  {
    name: 'Ingrid Solberg',
    jobTitle: 'Chief Executive Officer',
    location: 'Oslo',
    team: [
      {
        name: 'Mateo Alvarez',
        jobTitle: 'VP Engineering',
        location: 'Madrid',
        team: [
          { name: 'Priya Raman', jobTitle: 'Staff Engineer', location: 'Bengaluru' },
          { name: 'Tomás Silva', jobTitle: 'Frontend Engineer', location: 'Lisbon' },
          {
            name: 'Aiko Tanaka',
            jobTitle: 'Engineering Manager',
            location: 'Tokyo',
            team: [
              {
                name: 'Kenji Mori',
                jobTitle: 'Backend Engineer',
                location: 'Osaka',
              },
              { name: 'Lea Fischer', jobTitle: 'QA Engineer', location: 'Berlin' },
            ],
          },
        ],
      },
      {
        name: 'Grace Mensah',
        jobTitle: 'VP Sales',
        location: 'Accra',
        team: [
          { name: 'Omar Haddad', jobTitle: 'Account Executive', location: 'Dubai' },
          { name: 'Chloé Martin', jobTitle: 'Sales Engineer', location: 'Lyon' },
        ],
      },
      { name: 'Noah Williams', jobTitle: 'Chief of Staff', location: 'Toronto' },
    ],
  },
];

/** The people one level under the path of names `groupKeys` (the top level when it is empty). */
export function teamAt(groupKeys: string[]): Person[] {
  let level = organisation;
  for (const key of groupKeys) {
    level = level.find((person) => person.name === key)?.team ?? [];
  }
  return level;
}

/** A range query, as a lazy-loading grid sends it: rows `start` to `end` (both included) of the matching rows. */
export function queryRange<R extends Row>(
  rows: R[],
  params: {
    filterModel?: GridFilterModel;
    sortModel?: GridSortModel;
    start: number | string;
    end: number;
  },
): { rows: R[]; rowCount: number } {
  const matching = sortRows(filterRows(rows, params.filterModel), params.sortModel);
  return {
    rows: matching.slice(Number(params.start), params.end + 1),
    rowCount: matching.length,
  };
}
