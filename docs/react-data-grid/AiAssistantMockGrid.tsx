import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridAiAssistantPanel,
  type GridColDef,
  type PromptResponse,
  type PromptSuggestion,
} from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  region: string;
  product: string;
  quantity: number;
  revenue: number;
}

const regions = ['Europe', 'Americas', 'Asia'];
const products = ['Desk lamp', 'Office chair', 'Standing desk', 'Monitor arm'];

const rows: Sale[] = Array.from({ length: 18 }, (_, index) => {
  const quantity = 2 + ((index * 7) % 11);
  return {
    id: index + 1,
    region: regions[index % regions.length],
    product: products[(index * 3) % products.length],
    quantity,
    revenue: quantity * (40 + ((index * 13) % 60)),
  };
});

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 140 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 120 },
];

const suggestions: PromptSuggestion[] = [
  { value: 'Sort by revenue descending' },
  { value: 'Group by region and sum revenue' },
  { value: 'Only region Europe' },
];

/** The field names listed in the prompt context the grid passes to onPrompt. */
function fieldsFromContext(context: string): string[] {
  try {
    const parsed: unknown = JSON.parse(context);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .map((column: unknown) =>
        column && typeof column === 'object' && 'field' in column
          ? String((column as { field: unknown }).field)
          : '',
      )
      .filter(Boolean);
  } catch {
    return [];
  }
}

/**
 * A local stand-in for a language model: a few patterns turned into the grid's
 * PromptResponse, after a short delay. Nothing leaves the browser.
 */
function mockPromptResolver(
  prompt: string,
  context: string,
): Promise<PromptResponse> {
  const text = prompt.toLowerCase();
  const fields = fieldsFromContext(context);
  const find = (word: string | undefined) => fields.find((field) => field === word);
  const response: PromptResponse = {
    conversationId: 'local-demo',
    select: -1,
    filters: [],
    aggregation: {},
    sorting: [],
    grouping: [],
    pivoting: {},
    chart: null,
  };

  const sort = /sort by (\w+)( desc| descending)?/.exec(text);
  const sortField = find(sort?.[1]);
  if (sortField) {
    response.sorting.push({
      column: sortField,
      direction: sort?.[2] ? 'desc' : 'asc',
    });
  }
  const group = /group by (\w+)/.exec(text);
  const groupField = find(group?.[1]);
  if (groupField) response.grouping.push({ column: groupField });
  const sum = /sum (\w+)/.exec(text);
  const sumField = find(sum?.[1]);
  if (sumField) response.aggregation[sumField] = 'sum';
  const only = /only (\w+) (\w+)/.exec(text);
  const onlyField = find(only?.[1]);
  if (onlyField && only) {
    const value = only[2].charAt(0).toUpperCase() + only[2].slice(1);
    response.filters.push({ column: onlyField, operator: 'equals', value });
  }

  const understood = Boolean(sortField || groupField || sumField || onlyField);
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (understood) resolve(response);
      else
        reject(new Error('The local mock only understands the suggested prompts.'));
    }, 500);
  });
}

export default function AiAssistantMockGrid() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        aiAssistant
        slots={{ aiAssistantPanel: GridAiAssistantPanel }}
        aiAssistantSuggestions={suggestions}
        onPrompt={mockPromptResolver}
      />
    </Box>
  );
}
