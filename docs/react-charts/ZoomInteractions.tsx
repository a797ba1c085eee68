import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

const minutes = Array.from({ length: 90 }, (_, index) => index);
// Heart rate during a 90-minute football match of a midfielder, in beats per minute.
const heartRate = minutes.map((m) =>
  Math.round(150 + Math.sin(m / 5) * 18 + (m >= 45 && m < 50 ? -60 : 0)),
);

/** Choose the gestures: zooming needs Ctrl with the wheel, panning can be switched off. */
export default function ZoomInteractions() {
  const [ctrlWheel, setCtrlWheel] = React.useState(true);
  const [dragPan, setDragPan] = React.useState(true);
  return (
    <Box sx={{ width: '100%', height: 350 }}>
      <Stack direction="row">
        <FormControlLabel
          control={
            <Switch
              checked={ctrlWheel}
              onChange={(event) => setCtrlWheel(event.target.checked)}
            />
          }
          label="Wheel zooms only with Ctrl"
        />
        <FormControlLabel
          control={
            <Switch
              checked={dragPan}
              onChange={(event) => setDragPan(event.target.checked)}
            />
          }
          label="Drag to pan"
        />
      </Stack>
      <LineChartPro
        height={300}
        xAxis={[
          { data: minutes, zoom: true, valueFormatter: (m: number) => `${m}'` },
        ]}
        yAxis={[{ width: 40 }]}
        series={[{ data: heartRate, label: 'Heart rate (bpm)', showMark: false }]}
        zoomInteractionConfig={{
          zoom: [
            ctrlWheel ? { type: 'wheel', requiredKeys: ['Control'] } : 'wheel',
            'pinch',
          ],
          pan: dragPan ? ['drag'] : [],
        }}
        hideLegend
      />
    </Box>
  );
}
