import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ChartsBrushOverlay } from '@mui/x-charts/ChartsBrushOverlay';
import { useBrush, useXScale, useYScale } from '@mui/x-charts/hooks';

interface Apartment {
  id: number;
  name: string;
  x: number; // surface, m²
  y: number; // monthly rent, €
}

// Apartments for rent in one neighbourhood.
const apartments: Apartment[] = [
  { id: 1, name: 'Elm Street 4', x: 38, y: 720 },
  { id: 2, name: 'Harbour View 12', x: 54, y: 1040 },
  { id: 3, name: 'Mill Lane 7', x: 61, y: 980 },
  { id: 4, name: 'Station Road 21', x: 45, y: 830 },
  { id: 5, name: 'Park Avenue 3', x: 88, y: 1620 },
  { id: 6, name: 'Church Square 9', x: 72, y: 1210 },
  { id: 7, name: 'River Walk 15', x: 95, y: 1480 },
  { id: 8, name: 'Market Street 30', x: 33, y: 690 },
  { id: 9, name: 'Orchard Close 2', x: 67, y: 1090 },
  { id: 10, name: 'Hill Road 18', x: 110, y: 1890 },
  { id: 11, name: 'Bridge Street 5', x: 49, y: 910 },
  { id: 12, name: 'Garden Row 11', x: 80, y: 1350 },
];

/**
 * Reports the apartments inside the brush rectangle while it is drawn. The brush is cleared on release,
 * so the last selection is kept by the parent.
 */
function SelectionReporter({ onSelect }: { onSelect: (ids: number[]) => void }) {
  const brush = useBrush();
  const xScale = useXScale<'linear'>();
  const yScale = useYScale<'linear'>();
  const key = brush
    ? `${brush.start.x},${brush.start.y},${brush.current.x},${brush.current.y}`
    : '';
  React.useEffect(() => {
    if (!brush) {
      return;
    }
    const [xA, xB] = [xScale.invert(brush.start.x), xScale.invert(brush.current.x)];
    const [yA, yB] = [yScale.invert(brush.start.y), yScale.invert(brush.current.y)];
    const inside = apartments.filter(
      (flat) =>
        flat.x >= Math.min(xA, xB) &&
        flat.x <= Math.max(xA, xB) &&
        flat.y >= Math.min(yA, yB) &&
        flat.y <= Math.max(yA, yB),
    );
    onSelect(inside.map((flat) => flat.id));
    // `key` sums up the brush; the scales change with it only on resize.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return null;
}

export default function BrushApartments() {
  const [selected, setSelected] = React.useState<number[]>([]);
  const chosen = apartments.filter((flat) => selected.includes(flat.id));
  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex', gap: 2 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <ScatterChart
          height={320}
          hideLegend
          brushConfig={{ enabled: true }}
          xAxis={[{ label: 'Surface (m²)', min: 20, max: 120 }]}
          yAxis={[{ label: 'Rent (€ / month)', min: 500, max: 2000 }]}
          series={[
            {
              data: apartments,
              label: 'Apartments',
              valueFormatter: (flat) => `${flat?.x} m², ${flat?.y} €`,
            },
          ]}
        >
          <ChartsBrushOverlay />
          <SelectionReporter onSelect={setSelected} />
        </ScatterChart>
      </Box>
      <Box sx={{ width: 220, overflow: 'auto' }} data-testid="brush-selection">
        <Typography variant="subtitle2">
          {chosen.length === 0
            ? 'Drag a rectangle over the points'
            : `${chosen.length} selected`}
        </Typography>
        <List dense disablePadding>
          {chosen.map((flat) => (
            <ListItem key={flat.id} disableGutters>
              <ListItemText
                primary={flat.name}
                secondary={`${flat.x} m² · ${flat.y} €`}
              />
            </ListItem>
          ))}
        </List>
      </Box>
    </Box>
  );
}
