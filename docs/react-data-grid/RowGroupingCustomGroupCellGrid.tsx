import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  useGridApiContext,
  type GridRenderCellParams,
} from '@mui/x-data-grid-premium';
import { getMovies, movieColumns } from './rowGroupingMovies';

let totals: Map<string, number> | null = null;

/** The total box office of a studio's films, summed once from the data. */
function totalGrossOf(company: string): number {
  if (!totals) {
    totals = new Map();
    for (const movie of getMovies()) {
      totals.set(movie.company, (totals.get(movie.company) ?? 0) + movie.gross);
    }
  }
  return totals.get(company) ?? 0;
}

/** A grouping cell written from scratch: its own toggle, the group's name and its films' total box office. */
function StudioGroupCell(props: GridRenderCellParams) {
  const { id, rowNode, field } = props;
  const apiRef = useGridApiContext();
  if (rowNode.type !== 'group') {
    return <span>{props.row.title}</span>;
  }
  const total = totalGrossOf(String(rowNode.groupingKey));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <IconButton
        size="small"
        aria-label={rowNode.childrenExpanded ? 'Collapse' : 'Expand'}
        onClick={(event) => {
          event.stopPropagation();
          apiRef.current.setRowChildrenExpansion(id, !rowNode.childrenExpanded);
          apiRef.current.setCellFocus(id, field);
        }}
      >
        {rowNode.childrenExpanded ? '−' : '+'}
      </IconButton>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {String(rowNode.groupingKey)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        ${total.toLocaleString('en-US')}M
      </Typography>
    </Box>
  );
}

export default function RowGroupingCustomGroupCellGrid() {
  const rows = React.useMemo(() => getMovies(), []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={movieColumns}
        initialState={{
          rowGrouping: { model: ['company'] },
          columns: { columnVisibilityModel: { company: false, title: false } },
        }}
        groupingColDef={{
          headerName: 'Studio / film',
          width: 280,
          renderCell: (params) => <StudioGroupCell {...params} />,
        }}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
