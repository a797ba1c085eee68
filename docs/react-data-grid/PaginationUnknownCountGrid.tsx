import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridPaginationMeta,
  type GridPaginationModel,
} from '@mui/x-data-grid';
import { fetchParcelPage, parcelColumns, type Parcel } from './paginationData';

const SERVER_TOTAL = 47;

/** Index-based pages from a server that never says how many rows it has: rowCount={-1} and hasNextPage. */
export default function PaginationUnknownCountGrid() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  const [rows, setRows] = React.useState<Parcel[]>([]);
  const [meta, setMeta] = React.useState<GridPaginationMeta>({ hasNextPage: true });
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    fetchParcelPage(
      SERVER_TOTAL,
      paginationModel.page,
      paginationModel.pageSize,
    ).then((response) => {
      if (!current) return;
      setRows(response.rows);
      setMeta({ hasNextPage: response.hasNextPage });
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={parcelColumns}
        loading={loading}
        paginationMode="server"
        rowCount={-1}
        paginationMeta={meta}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[10]}
      />
    </Box>
  );
}
