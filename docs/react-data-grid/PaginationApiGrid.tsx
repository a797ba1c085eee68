import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, gridPageCountSelector, useGridApiRef } from '@mui/x-data-grid';
import { createParcels, parcelColumns } from './paginationData';

const rows = createParcels(60);

/** Changing the page and the page size from code: apiRef.setPage, setPageSize and setPaginationModel. */
export default function PaginationApiGrid() {
  const apiRef = useGridApiRef();
  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, height: 32 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setPage(0)}
        >
          First page
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setPage(gridPageCountSelector(apiRef) - 1)}
        >
          Last page
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setPageSize(20)}
        >
          20 per page
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.setPaginationModel({ page: 0, pageSize: 10 })
          }
        >
          Reset
        </Button>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={parcelColumns}
          pageSizeOptions={[10, 20]}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        />
      </Box>
    </Box>
  );
}
