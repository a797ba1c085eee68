import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridCellModes,
  type GridCellModesModel,
  type GridCellParams,
  type GridColDef,
} from '@mui/x-data-grid';

interface Stock {
  id: number;
  item: string;
  shelf: string;
  count: number;
}

const rows: Stock[] = [
  { id: 1, item: 'AA batteries (pack of 8)', shelf: 'B2', count: 64 },
  { id: 2, item: 'USB-C cable, 1 m', shelf: 'C1', count: 120 },
  { id: 3, item: 'Desk lamp', shelf: 'A4', count: 12 },
  { id: 4, item: 'Whiteboard markers', shelf: 'B1', count: 48 },
];

const columns: GridColDef<Stock>[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 200 },
  { field: 'shelf', headerName: 'Shelf', width: 100, editable: true },
  {
    field: 'count',
    headerName: 'Count',
    type: 'number',
    width: 110,
    editable: true,
  },
];

/** Every cell of the model back in view mode: only one cell is edited at a time. */
function allInView(model: GridCellModesModel): GridCellModesModel {
  const next: GridCellModesModel = {};
  for (const [id, fields] of Object.entries(model)) {
    next[id] = {};
    for (const field of Object.keys(fields)) {
      next[id][field] = { mode: GridCellModes.View };
    }
  }
  return next;
}

/** One click on an editable cell starts editing it. */
export default function EditRecipeSingleClickGrid() {
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});

  const handleCellClick = React.useCallback(
    (params: GridCellParams, event: React.MouseEvent) => {
      if (!params.isEditable || params.cellMode === GridCellModes.Edit) return;
      // A click in a popup of the editor bubbles here through React; it is not a new cell.
      if (!event.currentTarget.contains(event.target as Node)) return;
      setCellModesModel((model) => {
        const next = allInView(model);
        next[params.id] = {
          ...next[params.id],
          [params.field]: { mode: GridCellModes.Edit },
        };
        return next;
      });
    },
    [],
  );

  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        cellModesModel={cellModesModel}
        onCellModesModelChange={setCellModesModel}
        onCellClick={handleCellClick}
        hideFooter
      />
    </Box>
  );
}
