/**
 * An API page's rows apart from the rest of its data: the api-docs plugin writes them as a file of their own
 * (plugins/api-docs/routes.ts), and the browser reads that file back when it renders the rows
 * (src/api/rowsStore.ts). One module owns both directions, so the two stay one format.
 */
import type {
  ApiClass,
  ApiComponentOutline,
  ApiInterfaceOutline,
  ApiProp,
  ApiRoutePage,
  ApiRouteModule,
  ApiRows,
  ApiRowsOutline,
  ApiSlot,
} from './types';

function rowsOutline(rows: ApiRows): ApiRowsOutline {
  const [first] = rows.classes;
  return {
    propNames: rows.props.map((prop) => prop.name),
    slotCount: rows.slots.length,
    classCount: rows.classes.length,
    classesFromSlots: rows.classes.length > 0 && rows.classes.every((entry) => entry.slot),
    ...(first ? { exampleClass: { key: first.key, className: first.className } } : {}),
  };
}

/** A page's data without its rows, and the rows (null on index pages). */
export function splitPageRows(page: ApiRoutePage): {
  page: Omit<ApiRouteModule, 'rows'>;
  rows: ApiRows | null;
} {
  const { data } = page;
  if (data.kind === 'index') return { page: { ...page, data }, rows: null };
  if (data.kind === 'interface') {
    const { properties, ...rest } = data;
    const rows: ApiRows = { props: properties, slots: [], classes: [] };
    const outline: ApiInterfaceOutline = { ...rest, outline: rowsOutline(rows) };
    return { page: { ...page, data: outline }, rows };
  }
  const { props, slots, classes, ...rest } = data;
  const rows: ApiRows = { props, slots, classes };
  const outline: ApiComponentOutline = { ...rest, outline: rowsOutline(rows) };
  return { page: { ...page, data: outline }, rows };
}

/** The largest rows file accepted (the DataGrid page's is about 95 KB). */
const MAX_ROWS_FILE_CHARS = 2_000_000;

class RowsFormatError extends Error {
  constructor(what: string) {
    super(`API rows file: ${what}`);
    this.name = 'RowsFormatError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalString = (value: unknown) => value === undefined || typeof value === 'string';

function checkList<T>(value: unknown, name: string, isRow: (row: Record<string, unknown>) => boolean): T[] {
  if (!Array.isArray(value)) throw new RowsFormatError(`"${name}" is not a list`);
  value.forEach((row, index) => {
    if (!isRecord(row) || !isRow(row))
      throw new RowsFormatError(`"${name}" row ${index} has the wrong shape`);
  });
  return value as T[];
}

const isProp = (row: Record<string, unknown>) =>
  typeof row.name === 'string' &&
  typeof row.type === 'string' &&
  typeof row.description === 'string' &&
  typeof row.required === 'boolean' &&
  optionalString(row.default) &&
  optionalString(row.deprecated) &&
  (row.plan === undefined || row.plan === 'pro' || row.plan === 'premium') &&
  (row.signature === undefined ||
    (isRecord(row.signature) &&
      typeof row.signature.type === 'string' &&
      Array.isArray(row.signature.args) &&
      row.signature.args.every(
        (arg) =>
          isRecord(arg) &&
          typeof arg.name === 'string' &&
          typeof arg.type === 'string' &&
          typeof arg.description === 'string',
      ) &&
      (row.signature.returns === undefined ||
        (isRecord(row.signature.returns) &&
          typeof row.signature.returns.type === 'string' &&
          typeof row.signature.returns.description === 'string'))));

const isSlot = (row: Record<string, unknown>) =>
  typeof row.name === 'string' &&
  typeof row.description === 'string' &&
  optionalString(row.default) &&
  optionalString(row.className);

const isClass = (row: Record<string, unknown>) =>
  typeof row.key === 'string' &&
  typeof row.className === 'string' &&
  typeof row.description === 'string' &&
  typeof row.isGlobal === 'boolean' &&
  optionalString(row.deprecated) &&
  optionalString(row.slot) &&
  optionalString(row.component);

/**
 * The rows a file holds, checked field by field: the browser renders them (as text, through ApiMarkdown),
 * so a truncated or replaced file fails here with a message instead of breaking the page.
 */
export function parseApiRows(text: string): ApiRows {
  if (text.length > MAX_ROWS_FILE_CHARS)
    throw new RowsFormatError(`larger than ${MAX_ROWS_FILE_CHARS} characters`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new RowsFormatError('not JSON');
  }
  if (!isRecord(value)) throw new RowsFormatError('not an object');
  return {
    props: checkList<ApiProp>(value.props, 'props', isProp),
    slots: checkList<ApiSlot>(value.slots, 'slots', isSlot),
    classes: checkList<ApiClass>(value.classes, 'classes', isClass),
  };
}
