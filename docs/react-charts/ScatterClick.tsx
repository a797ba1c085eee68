import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterItemIdentifier } from '@mui/x-charts/models';

// Players of a football league: minutes played and goals scored.
const players = [
  { id: 'Adeyemi', x: 2410, y: 14 },
  { id: 'Brandt', x: 1980, y: 9 },
  { id: 'Costa', x: 2870, y: 21 },
  { id: 'Dalby', x: 1320, y: 4 },
  { id: 'Eriksen', x: 2650, y: 11 },
  { id: 'Fofana', x: 890, y: 6 },
  { id: 'García', x: 3010, y: 17 },
  { id: 'Holm', x: 1560, y: 3 },
];

/** `onItemClick` gives the series and the index of the clicked point. */
export default function ScatterClick() {
  const [message, setMessage] = React.useState('Click a player.');
  return (
    <Box sx={{ width: '100%', height: 330 }}>
      <Typography variant="body2" data-testid="scatter-clicked" sx={{ height: 24 }}>
        {message}
      </Typography>
      <ScatterChart
        height={300}
        xAxis={[{ label: 'Minutes played' }]}
        yAxis={[{ label: 'Goals', width: 50 }]}
        series={[{ id: 'players', data: players, label: 'Players', markerSize: 7 }]}
        onItemClick={(_: unknown, item: ScatterItemIdentifier) => {
          const player = players[item.dataIndex];
          setMessage(`${player.id}: ${player.y} goals in ${player.x} minutes`);
        }}
        hideLegend
      />
    </Box>
  );
}
