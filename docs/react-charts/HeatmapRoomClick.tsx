import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const rooms = ['Room A', 'Room B', 'Room C', 'Room D'];
const slots = ['9h', '11h', '14h', '16h'];
// Seats booked in four meeting rooms of a co-working space, per time slot.
const booked = [
  [6, 8, 4, 2],
  [10, 12, 9, 5],
  [3, 4, 6, 7],
  [8, 6, 10, 12],
];
const data: HeatmapValueType[] = rooms.flatMap((_, roomIndex) =>
  slots.map((__, slotIndex): HeatmapValueType => [
    roomIndex,
    slotIndex,
    booked[roomIndex][slotIndex],
  ]),
);

/**
 * `onItemClick` gives the series and the clicked cell's `dataIndex`; the cell's data entry holds its x and y indexes.
 * (8.29.3's click handler leaves `xIndex` and `yIndex` unset, although the identifier type declares them.)
 */
export default function HeatmapRoomClick() {
  const [message, setMessage] = React.useState('Click a cell.');
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" role="status" sx={{ height: 24 }}>
        {message}
      </Typography>
      <Heatmap
        height={280}
        xAxis={[{ data: rooms }]}
        yAxis={[{ data: slots, width: 40 }]}
        series={[{ data, label: 'Seats booked' }]}
        hideLegend
        onItemClick={(_, item) => {
          if (item.dataIndex === undefined) {
            return;
          }
          const [roomIndex, slotIndex, seats] = data[item.dataIndex];
          setMessage(
            `${rooms[roomIndex]} at ${slots[slotIndex]}: ${seats} seats booked`,
          );
        }}
      />
    </Box>
  );
}
