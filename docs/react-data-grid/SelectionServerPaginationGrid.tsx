import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridPaginationModel,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import {
  createVolunteers,
  describeSelection,
  volunteerColumns,
  type Volunteer,
} from './selectionData';

const ALL_ROWS = createVolunteers(40);

/** A simulated server: one page of volunteers after 400 ms. */
function fetchPage({ page, pageSize }: GridPaginationModel): Promise<Volunteer[]> {
  return new Promise((resolve) => {
    window.setTimeout(
      () => resolve(ALL_ROWS.slice(page * pageSize, (page + 1) * pageSize)),
      400,
    );
  });
}

/** Server-side pages with a selection that spans them, thanks to keepNonExistentRowsSelected. */
export default function SelectionServerPaginationGrid() {
  const [paginationModel, setPaginationModel] = React.useState({
    page: 0,
    pageSize: 10,
  });
  const [rows, setRows] = React.useState<Volunteer[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    fetchPage(paginationModel).then((page) => {
      // A newer request may have started meanwhile: ignore this answer then.
      if (!current) return;
      setRows(page);
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 480 }}>
        <DataGrid
          rows={rows}
          columns={volunteerColumns}
          loading={loading}
          rowCount={ALL_ROWS.length}
          paginationMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[10]}
          checkboxSelection
          keepNonExistentRowsSelected
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </Box>
      <Typography
        variant="body2"
        role="status"
        data-testid="selection-server"
        sx={{ mt: 1, height: 24 }}
      >
        {describeSelection(selection, ALL_ROWS.length)} across all pages
      </Typography>
    </Box>
  );
}
