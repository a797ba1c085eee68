import type { GridColDef } from '@mui/x-data-grid-premium';

/** Lines of a team offsite budget, shared by the undo-and-redo page's demos. */
export interface BudgetItem {
  id: number;
  item: string;
  category: string;
  amount: number;
  notes: string;
}

const ITEMS: [string, string, number, string][] = [
  ['Train tickets', 'Travel', 1840, 'Second class, flexible'],
  ['Hotel, 2 nights', 'Lodging', 3260, ''],
  ['Meeting room', 'Venue', 900, 'Includes projector'],
  ['Team dinner', 'Food', 1150, 'Vegetarian options'],
  ['Workshop facilitator', 'Services', 1400, ''],
  ['Snacks and coffee', 'Food', 320, ''],
];

/** Six budget lines, built when a demo mounts. */
export function getBudgetItems(): BudgetItem[] {
  return ITEMS.map(([item, category, amount, notes], index) => ({
    id: index + 1,
    item,
    category,
    amount,
    notes,
  }));
}

export const budgetColumns: GridColDef<BudgetItem>[] = [
  { field: 'item', headerName: 'Item', width: 190, editable: true },
  {
    field: 'category',
    headerName: 'Category',
    width: 120,
    editable: true,
    type: 'singleSelect',
    valueOptions: ['Travel', 'Lodging', 'Venue', 'Food', 'Services'],
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 110,
    editable: true,
    valueFormatter: (value: number | null) =>
      value == null ? '' : `€${value.toLocaleString('en-US')}`,
  },
  { field: 'notes', headerName: 'Notes', width: 200, editable: true },
];
