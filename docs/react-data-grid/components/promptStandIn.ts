// A local, deterministic stand-in for a language model, shared by the prompt field and AI assistant panel demos.
// It reads only the prompt context the grid sends (the columns: field, type, examples) and a handful of
// sentence patterns; nothing leaves the browser. To use a real model, replace `answerLocally` in `onPrompt`
// with a call to your endpoint (see the "Connecting a real endpoint" section of the page).
import type { PromptResponse } from '@mui/x-data-grid-premium';

interface ColumnContext {
  field: string;
  type: string;
  examples: unknown[];
}

/** The columns listed in the prompt context (a JSON array); anything malformed gives an empty list. */
export function columnsFromContext(context: string): ColumnContext[] {
  try {
    const parsed: unknown = JSON.parse(context);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((entry: unknown) => {
      if (!entry || typeof entry !== 'object' || !('field' in entry)) return [];
      const column = entry as Record<string, unknown>;
      return [
        {
          field: String(column.field),
          type: typeof column.type === 'string' ? column.type : 'string',
          examples: Array.isArray(column.examples) ? column.examples : [],
        },
      ];
    });
  } catch {
    return [];
  }
}

/** "unit price", "unitPrice" and "unit_price" all name the column `unitPrice`. */
function normalize(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function findColumn(
  columns: ColumnContext[],
  words: string,
): ColumnContext | undefined {
  const wanted = normalize(words);
  return columns.find((column) => normalize(column.field) === wanted);
}

export const STAND_IN_HELP =
  'The local stand-in understands "sort by <column> [descending]", "only <column> <value>", ' +
  '"group by <column>" and "sum <column>".';

/**
 * Turns a prompt into the grid's PromptResponse, after `latency` ms, or rejects with a help message when no
 * pattern matches. Column names are matched against the context, never hard-coded.
 */
export function answerLocally(
  prompt: string,
  context: string,
  latency = 400,
): Promise<PromptResponse> {
  const columns = columnsFromContext(context);
  const text = prompt.trim().toLowerCase();
  const response: PromptResponse = {
    conversationId: 'local-stand-in',
    select: -1,
    filters: [],
    aggregation: {},
    sorting: [],
    grouping: [],
    pivoting: {},
    chart: null,
  };

  const sort = /sort by ([\w ]+?)(?: (desc|descending|asc|ascending))?$/.exec(text);
  const sortColumn = sort ? findColumn(columns, sort[1]) : undefined;
  if (sortColumn) {
    response.sorting.push({
      column: sortColumn.field,
      direction: sort?.[2]?.startsWith('desc') ? 'desc' : 'asc',
    });
  }

  const only = /only (\w+) (.+)$/.exec(text);
  const onlyColumn = only ? findColumn(columns, only[1]) : undefined;
  if (only && onlyColumn) {
    const wanted = only[2].trim();
    // Prefer the spelling of an example value, so "only country kenya" filters on "Kenya".
    const example = onlyColumn.examples.find(
      (value) => String(value).toLowerCase() === wanted,
    );
    response.filters.push(
      onlyColumn.type === 'number'
        ? { column: onlyColumn.field, operator: '=', value: Number(wanted) }
        : {
            column: onlyColumn.field,
            operator: 'equals',
            value: String(example ?? wanted),
          },
    );
  }

  const group = /group by (\w+)/.exec(text);
  const groupColumn = group ? findColumn(columns, group[1]) : undefined;
  if (groupColumn) response.grouping.push({ column: groupColumn.field });

  const sum = /sum (\w+)/.exec(text);
  const sumColumn = sum ? findColumn(columns, sum[1]) : undefined;
  if (sumColumn) response.aggregation[sumColumn.field] = 'sum';

  const understood = Boolean(sortColumn || onlyColumn || groupColumn || sumColumn);
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (understood) resolve(response);
      else reject(new Error(STAND_IN_HELP));
    }, latency);
  });
}
