import * as React from 'react';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {
  DataGridPremium,
  ExportCsv,
  ExportExcel,
  ExportPrint,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  region: string;
  quarter: string;
  revenue: number;
  units: number;
}

const regions = ['North', 'South', 'East', 'West'];
const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

// 16 rows: each region in each quarter, with figures from index arithmetic.
const rows: Sale[] = regions.flatMap((region, r) =>
  quarters.map((quarter, q) => ({
    id: r * quarters.length + q + 1,
    region,
    quarter,
    revenue: 42000 + r * 7300 + q * 3100,
    units: 310 + r * 45 + q * 22,
  })),
);

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'quarter', headerName: 'Quarter', width: 100 },
  {
    field: 'revenue',
    headerName: 'Revenue (€)',
    type: 'number',
    flex: 1,
    minWidth: 140,
  },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
];

function ExportMenuToolbar() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <Toolbar>
      <Tooltip title="Export">
        <ToolbarButton
          id="sales-export-button"
          aria-controls={anchor ? 'sales-export-menu' : undefined}
          aria-haspopup="true"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <FileDownloadIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id="sales-export-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': 'sales-export-button' } }}
      >
        <ExportPrint render={<MenuItem />} onClick={close}>
          Print
        </ExportPrint>
        <ExportCsv render={<MenuItem />} onClick={close}>
          Download as CSV
        </ExportCsv>
        <ExportExcel
          render={<MenuItem />}
          onClick={close}
          options={{ fileName: 'sales' }}
        >
          Download as Excel
        </ExportExcel>
      </Menu>
    </Toolbar>
  );
}

/** An export menu whose items are ExportPrint, ExportCsv and the Premium ExportExcel. */
export default function ExportMenuPremiumGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        slots={{ toolbar: ExportMenuToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
