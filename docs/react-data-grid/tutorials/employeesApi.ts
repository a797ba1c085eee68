// The tutorial's back end, simulated in the browser so the demo needs no network. It answers the same URLs as
// the Node server of the tutorial (GET /api/employees?page=…&pageSize=…&sortModel=…&filterModel=…) with a real
// `Response`, so the demo's code is the code of the tutorial; only `fetch` is swapped for `simulatedFetch`.

export interface Employee {
  id: number;
  name: string;
  department: string;
  city: string;
  salary: number;
  startDate: string;
}

const firstNames = [
  'Amara',
  'Lukas',
  'Sofia',
  'Kenji',
  'Priya',
  'Mateo',
  'Ingrid',
  'Omar',
  'Chloé',
  'Tomás',
];
const lastNames = [
  'Okafor',
  'Weber',
  'Marín',
  'Tanaka',
  'Raman',
  'Alvarez',
  'Solberg',
  'Haddad',
  'Martin',
  'Silva',
];
const departments = ['Engineering', 'Finance', 'Marketing', 'Operations', 'Sales'];
const cities = ['Berlin', 'Lisbon', 'Nairobi', 'Osaka', 'Toronto'];
const EMPLOYEES = 180;

let table: Employee[] | null = null;

/** The server's table, built on the first request (exported for the browser tests' expectations). */
export function employees(): Employee[] {
  if (!table) {
    table = Array.from({ length: EMPLOYEES }, (_, index) => ({
      id: index + 1,
      name: `${firstNames[index % 10]} ${lastNames[(index * 3 + Math.floor(index / 10)) % 10]}`,
      department: departments[(index * 7) % departments.length],
      city: cities[(index * 3) % cities.length],
      salary: 42000 + ((index * 2731) % 61000),
      startDate: `${2012 + (index % 13)}-${String(1 + (index % 12)).padStart(2, '0')}-01`,
    }));
  }
  return table;
}

interface SortItem {
  field: keyof Employee;
  sort: 'asc' | 'desc';
}

interface FilterItem {
  field: keyof Employee;
  operator: string;
  value?: unknown;
}

/** Parses a JSON query parameter; a malformed one is a 400, as a real server would answer. */
function parseParam<T>(query: URLSearchParams, name: string, fallback: T): T {
  const raw = query.get(name);
  if (raw === null) return fallback;
  return JSON.parse(raw) as T;
}

function matches(employee: Employee, item: FilterItem): boolean {
  if (item.value === undefined || item.value === null || item.value === '')
    return true;
  const cell = employee[item.field];
  if (typeof cell === 'number') {
    const target = Number(item.value);
    if (item.operator === '>') return cell > target;
    if (item.operator === '<') return cell < target;
    if (item.operator === '=') return cell === target;
    return true;
  }
  const text = String(cell).toLowerCase();
  const wanted = String(item.value).toLowerCase();
  if (item.operator === 'contains') return text.includes(wanted);
  if (item.operator === 'equals') return text === wanted;
  if (item.operator === 'startsWith') return text.startsWith(wanted);
  return true;
}

function answer(url: URL): { status: number; body: unknown } {
  if (url.pathname !== '/api/employees')
    return { status: 404, body: { error: 'Not found' } };
  try {
    const page = Number(url.searchParams.get('page') ?? 0);
    const pageSize = Math.min(Number(url.searchParams.get('pageSize') ?? 10), 100);
    const sortModel = parseParam<SortItem[]>(url.searchParams, 'sortModel', []);
    const filterModel = parseParam<{ items?: FilterItem[] }>(
      url.searchParams,
      'filterModel',
      {},
    );
    let rows = employees().filter((employee) =>
      (filterModel.items ?? []).every((item) => matches(employee, item)),
    );
    const [sort] = sortModel;
    if (sort) {
      const direction = sort.sort === 'desc' ? -1 : 1;
      rows = [...rows].sort((a, b) => {
        const left = a[sort.field];
        const right = b[sort.field];
        const order =
          typeof left === 'number' && typeof right === 'number'
            ? left - right
            : String(left).localeCompare(String(right));
        return order * direction;
      });
    }
    return {
      status: 200,
      body: {
        rows: rows.slice(page * pageSize, (page + 1) * pageSize),
        rowCount: rows.length,
      },
    };
  } catch {
    return { status: 400, body: { error: 'Malformed query' } };
  }
}

/** Same signature as `fetch` for a GET: resolves to a Response after a simulated round trip. */
export function simulatedFetch(input: string): Promise<Response> {
  const { status, body } = answer(new URL(input, 'http://localhost:3001'));
  return new Promise((resolve) => {
    setTimeout(() => {
      resolve(
        new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }, 400);
  });
}
