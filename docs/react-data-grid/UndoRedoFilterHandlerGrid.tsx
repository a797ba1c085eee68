import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  useGridApiRef,
  type DataGridPremiumProps,
  type GridFilterModel,
  type GridHistoryEventHandler,
} from '@mui/x-data-grid-premium';
import { budgetColumns, getBudgetItems } from './undoRedoBudget';

interface FilterChange {
  before: GridFilterModel;
  after: GridFilterModel;
}

const noFilter: GridFilterModel = { items: [] };

type HistoryHandlers = NonNullable<DataGridPremiumProps['historyEventHandlers']>;

/** Filter changes become undo steps: filter from the toolbar, then press Ctrl+Z in the grid or use the undo button. */
export default function UndoRedoFilterHandlerGrid() {
  const rows = React.useMemo(() => getBudgetItems(), []);
  const apiRef = useGridApiRef();
  // The model before the change, which the event does not carry.
  const lastModel = React.useRef<GridFilterModel>(noFilter);

  const historyEventHandlers = React.useMemo(() => {
    const filterChange: GridHistoryEventHandler<FilterChange> = {
      store: (model: GridFilterModel) => {
        const change = { before: lastModel.current, after: model };
        lastModel.current = model;
        return change;
      },
      undo: ({ before }) => {
        lastModel.current = before;
        apiRef.current?.setFilterModel(before);
      },
      redo: ({ after }) => {
        lastModel.current = after;
        apiRef.current?.setFilterModel(after);
      },
    };
    // This map replaces the default one: here only filter changes are recorded.
    const handlers: Partial<HistoryHandlers> = { filterModelChange: filterChange };
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
