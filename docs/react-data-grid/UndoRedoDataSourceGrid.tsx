import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridDataSource,
  type GridUpdateRowParams,
} from '@mui/x-data-grid-premium';
import { budgetColumns, getBudgetItems, type BudgetItem } from './undoRedoBudget';

/** A simulated server: keeps the budget in memory and answers after 200 ms. */
function createServer(onSave: (row: BudgetItem) => void): GridDataSource {
  const table = new Map(getBudgetItems().map((row) => [row.id, row]));
  const later = <T,>(value: T) =>
    new Promise<T>((resolve) => {
      setTimeout(() => resolve(value), 200);
    });
  return {
    getRows: async () => later({ rows: [...table.values()], rowCount: table.size }),
    updateRow: async ({ updatedRow }: GridUpdateRowParams) => {
      const row = updatedRow as BudgetItem;
      table.set(row.id, row);
      onSave(row);
      return later(row);
    },
  };
}

/** Edits, undos and redos all reach the server through `updateRow`; the line under the grid shows the last save. */
export default function UndoRedoDataSourceGrid() {
  const [lastSave, setLastSave] = React.useState('No save yet.');
  const dataSource = React.useMemo(
    () =>
      createServer((row) =>
        setLastSave(
          `Saved ${row.item}: €${row.amount.toLocaleString('en-US')}, ${row.category}`,
        ),
      ),
    [],
  );
  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          dataSource={dataSource}
          columns={budgetColumns}
          showToolbar
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ height: 24 }} aria-live="polite" noWrap>
        {lastSave}
      </Typography>
    </Box>
  );
}
