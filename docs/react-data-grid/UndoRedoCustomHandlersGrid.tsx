import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  createCellEditHistoryHandler,
  createClipboardPasteHistoryHandler,
  useGridApiRef,
  type DataGridPremiumProps,
  type GridApiPremium,
  type GridCellEditStopParams,
  type GridHistoryEventHandler,
} from '@mui/x-data-grid-premium';
import { budgetColumns, getBudgetItems } from './undoRedoBudget';

type HistoryHandlers = NonNullable<DataGridPremiumProps['historyEventHandlers']>;

/** Amounts, items and categories can be undone; edits of the free-text "Notes" are not recorded. */
export default function UndoRedoCustomHandlersGrid() {
  const rows = React.useMemo(() => getBudgetItems(), []);
  const apiRef = useGridApiRef();

  const historyEventHandlers = React.useMemo(() => {
    const ref = apiRef as React.RefObject<GridApiPremium>;
    const cellEdit = createCellEditHistoryHandler(ref);
    const notesSkipped: GridHistoryEventHandler = {
      ...cellEdit,
      store: (params: GridCellEditStopParams, ...rest: unknown[]) =>
        params.field === 'notes' ? null : cellEdit.store(params, ...rest),
    };
    const handlers: Partial<HistoryHandlers> = {
      cellEditStop: notesSkipped,
      clipboardPasteEnd: createClipboardPasteHistoryHandler(ref),
    };
    // The prop is typed as a map of every grid event; the grid only subscribes to the keys present.
    return handlers as HistoryHandlers;
  }, [apiRef]);

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={budgetColumns}
        historyEventHandlers={historyEventHandlers}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
