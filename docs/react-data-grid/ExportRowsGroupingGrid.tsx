import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGridPremium,
  gridFilteredSortedRowIdsSelector,
  gridRowTreeSelector,
  useGridApiRef,
  type GridCsvGetRowsToExportParams,
} from '@mui/x-data-grid-premium';
import { getPurchaseOrders, orderColumns } from './exportData';

// Every order, whether its group is open or not, without the group rows themselves.
const getRowsToExport = ({ apiRef }: GridCsvGetRowsToExportParams) => {
  const tree = gridRowTreeSelector(apiRef);
  return gridFilteredSortedRowIdsSelector(apiRef).filter(
    (id) => tree[id]?.type === 'leaf',
  );
};

/** Grouped by country; the CSV holds one line per order. Preview it below the grid. */
export default function ExportRowsGroupingGrid() {
  const rows = React.useMemo(() => getPurchaseOrders(), []);
  const apiRef = useGridApiRef();
  const [preview, setPreview] = React.useState('');
  return (
    <Box
      sx={{
        height: 460,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Box sx={{ height: 260 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={orderColumns}
          initialState={{ rowGrouping: { model: ['country'] } }}
          showToolbar
          slotProps={{ toolbar: { csvOptions: { getRowsToExport } } }}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
      <Button
        size="small"
        variant="outlined"
        sx={{ alignSelf: 'flex-start', height: 32 }}
        onClick={() =>
          setPreview(
            apiRef.current?.getDataAsCsv({
              getRowsToExport,
              fields: ['order', 'country'],
            }) ?? '',
          )
        }
      >
        Preview CSV (order, country)
      </Button>
      <Box
        component="pre"
        data-testid="csv-preview"
        sx={{
          flex: 1,
          minHeight: 0,
          m: 0,
          p: 1,
          overflow: 'auto',
          fontSize: 12,
          bgcolor: 'action.hover',
        }}
      >
        {preview}
      </Box>
    </Box>
  );
}
