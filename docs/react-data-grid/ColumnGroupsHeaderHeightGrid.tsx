import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGrid,
  type GridColDef,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid';

interface Station {
  id: number;
  city: string;
  minTemp: number;
  maxTemp: number;
  rainMm: number;
  sunHours: number;
}

const rows: Station[] = [
  { id: 1, city: 'Reykjavik', minTemp: -3, maxTemp: 3, rainMm: 89, sunHours: 26 },
  { id: 2, city: 'Lisbon', minTemp: 8, maxTemp: 15, rainMm: 100, sunHours: 142 },
  { id: 3, city: 'Athens', minTemp: 7, maxTemp: 14, rainMm: 57, sunHours: 130 },
  { id: 4, city: 'Oslo', minTemp: -7, maxTemp: -2, rainMm: 49, sunHours: 40 },
];

const columns: GridColDef<Station>[] = [
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'minTemp', headerName: 'Min °C', type: 'number', width: 90 },
  { field: 'maxTemp', headerName: 'Max °C', type: 'number', width: 90 },
  { field: 'rainMm', headerName: 'Rain (mm)', type: 'number', width: 110 },
  { field: 'sunHours', headerName: 'Sun (h)', type: 'number', width: 90 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'january',
    headerName: 'January averages',
    children: [
      {
        groupId: 'temperature',
        headerName: 'Temperature',
        children: [{ field: 'minTemp' }, { field: 'maxTemp' }],
      },
      {
        groupId: 'sky',
        headerName: 'Sky',
        children: [{ field: 'rainMm' }, { field: 'sunHours' }],
      },
    ],
  },
];

const HEIGHTS = [28, 40, 56];

/** Two rows of group headers whose height is chosen with the buttons; the column headers keep theirs. */
export default function ColumnGroupsHeaderHeightGrid() {
  const [height, setHeight] = React.useState(28);
  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={height}
        onChange={(_event, next: number | null) => next !== null && setHeight(next)}
        aria-label="Group header height"
        sx={{ height: 32, mb: 1 }}
      >
        {HEIGHTS.map((value) => (
          <ToggleButton key={value} value={value}>
            {value} px
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          columnGroupingModel={columnGroupingModel}
          columnGroupHeaderHeight={height}
          hideFooter
        />
      </Box>
    </Box>
  );
}
