// A simulated pivoting back end for the server-side pivoting demos. It receives the pivot model the grid sends
// in `getRows` (rows, columns, values), groups and aggregates its sales records the way a SQL GROUP BY would,
// and answers one level of group rows plus the structure of the pivot columns. Everything runs in the browser
// after a short delay; replace `queryPivot` with a call to your endpoint.
import type {
  GridGetRowsParams,
  GridGetRowsResponse,
} from '@mui/x-data-grid-premium';
import { aggregate, filterRows, wait } from './simulatedServer';

export interface Sale {
  id: number;
  /** ISO date, `YYYY-MM-DD`. */
  date: string;
  region: string;
  product: string;
  channel: string;
  quantity: number;
  revenue: number;
}

const regions = ['Americas', 'Asia-Pacific', 'Europe'];
const products = ['Trail shoes', 'Rain jacket', 'Daypack', 'Headlamp'];
const prices = [129, 189, 74, 39];
const channels = ['web', 'store', 'partner'];

let sales: Sale[] | null = null;

/** 240 sales over 2024 and 2025, built on the first request and kept for the page's lifetime. */
function allSales(): Sale[] {
  if (!sales) {
    sales = Array.from({ length: 240 }, (_, index) => {
      const productIndex = (index * 3 + Math.floor(index / 9)) % products.length;
      const quantity = 1 + ((index * 7) % 9);
      const month = (index * 5) % 24;
      return {
        id: index + 1,
        date: `${2024 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-${String(1 + ((index * 11) % 28)).padStart(2, '0')}`,
        region: regions[Math.floor(index / 3) % regions.length],
        product: products[productIndex],
        channel: channels[index % channels.length],
        quantity,
        revenue: quantity * prices[productIndex],
      };
    });
  }
  return sales;
}

/**
 * The aggregation functions this server implements (see `aggregate` in simulatedServer.ts). With a data source the
 * grid knows no function by itself: pass these as `aggregationFunctions`, or the values of the pivot model name
 * functions the grid cannot label.
 */
export const pivotAggregationFunctions = {
  sum: { columnTypes: ['number'] },
  avg: { columnTypes: ['number'] },
  min: { columnTypes: ['number'] },
  max: { columnTypes: ['number'] },
  size: {},
};

/**
 * Fields the server computes from others, for the derived pivot columns: `date-year` (2025) and `date-quarter`
 * ("Q3"). Any other field is read from the record.
 */
export function fieldValue(sale: Sale, field: string): string | number {
  if (field === 'date-year') return Number(sale.date.slice(0, 4));
  if (field === 'date-quarter')
    return `Q${Math.floor((Number(sale.date.slice(5, 7)) - 1) / 3) + 1}`;
  return sale[field as keyof Sale];
}

/** The field of a generated pivot column: the values of its column groups, then the value field. */
export function pivotField(valueField: string, columnGroupPath: string[]): string {
  return [...columnGroupPath, valueField].join('>');
}

function distinct(
  values: (string | number)[],
  sort: 'asc' | 'desc' | undefined,
): (string | number)[] {
  const unique = [...new Set(values)];
  unique.sort((a, b) =>
    typeof a === 'number' && typeof b === 'number'
      ? a - b
      : String(a).localeCompare(String(b)),
  );
  return sort === 'desc' ? unique.reverse() : unique;
}

/** One node of `pivotColumns` in the response (the package does not export this type by name). */
type PivotColumn = NonNullable<GridGetRowsResponse['pivotColumns']>[number];

export interface PivotQueryOptions {
  /** Sent as `group` objects instead of strings, so the grid formats them with the columns' valueFormatter. */
  groupsAsRowModels?: boolean;
  latency?: number;
}

/** POST /sales/pivot: one level of group rows, each carrying its aggregated values per pivot column. */
export async function queryPivot(
  params: GridGetRowsParams,
  options: PivotQueryOptions = {},
): Promise<GridGetRowsResponse> {
  await wait(options.latency ?? 450);
  const model = params.pivotModel;
  if (!model) throw new Error('This endpoint answers pivot requests only.');
  const groupFields = params.groupFields ?? model.rows.map((row) => row.field);
  const groupKeys = params.groupKeys ?? [];
  const records = filterRows(allSales(), params.filterModel).filter((sale) =>
    groupKeys.every(
      (key, depth) => String(fieldValue(sale, groupFields[depth])) === key,
    ),
  );

  // The structure of the pivot columns: the distinct values of each column field, nested.
  const buildColumns = (rows: Sale[], depth: number): PivotColumn[] => {
    const column = model.columns[depth];
    if (!column) return [];
    return distinct(
      rows.map((sale) => fieldValue(sale, column.field)),
      column.sort,
    ).map((value) => {
      const inGroup = rows.filter(
        (sale) => fieldValue(sale, column.field) === value,
      );
      const children = buildColumns(inGroup, depth + 1);
      return {
        key: String(value),
        group: options.groupsAsRowModels ? { [column.field]: value } : String(value),
        ...(children.length > 0 ? { children } : {}),
      };
    });
  };
  const pivotColumns = buildColumns(allSales(), 0);

  // Every leaf path of the column tree, as the list of its keys.
  const paths: string[][] = [];
  const walk = (nodes: PivotColumn[], path: string[]) => {
    nodes.forEach((node) => {
      const next = [...path, node.key];
      if (node.children) walk(node.children, next);
      else paths.push(next);
    });
  };
  walk(pivotColumns, []);
  if (model.columns.length === 0) paths.push([]);

  const valuesOf = (rows: Sale[]) => {
    const result: Record<string, number> = {};
    paths.forEach((path) => {
      const inPath = rows.filter((sale) =>
        path.every(
          (key, depth) =>
            String(fieldValue(sale, model.columns[depth].field)) === key,
        ),
      );
      model.values.forEach(({ field, aggFunc }) => {
        result[pivotField(field, path)] = aggregate(
          inPath.map((sale) => Number(fieldValue(sale, field))),
          aggFunc,
        );
      });
    });
    return result;
  };

  const field = groupFields[groupKeys.length];
  const keys = field
    ? distinct(
        records.map((sale) => fieldValue(sale, field)),
        'asc',
      )
    : [];
  const isLastLevel = groupKeys.length + 1 >= groupFields.length;
  const rows = keys.map((key) => {
    const members = records.filter((sale) => fieldValue(sale, field) === key);
    const path = [...groupKeys, String(key)];
    return {
      id: `pivot/${path.join('/')}`,
      group: String(key),
      [field]: key,
      // The last level of row groups has no children to expand.
      childCount: isLastLevel
        ? 0
        : new Set(
            members.map((sale) =>
              fieldValue(sale, groupFields[groupKeys.length + 1]),
            ),
          ).size,
      ...valuesOf(members),
    };
  });

  return {
    rows,
    rowCount: rows.length,
    pivotColumns,
    aggregateRow: groupKeys.length === 0 ? valuesOf(records) : undefined,
  };
}
