import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LineChart } from '@mui/x-charts/LineChart';

const WINDOW = 30;

/** Server load, one sample a second (simulated): the chart keeps the last thirty samples. */
function nextLoad(previous: number) {
  const step = Math.sin(Date.now() / 4000) * 6 + (Math.random() - 0.5) * 10;
  return Math.min(100, Math.max(5, Math.round(previous + step)));
}

export default function LineDemoLive() {
  const [samples, setSamples] = React.useState<number[]>(() =>
    Array.from(
      { length: WINDOW },
      (_, index) => 40 + Math.round(Math.sin(index / 4) * 10),
    ),
  );
  const [running, setRunning] = React.useState(true);
  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const timer = setInterval(() => {
      setSamples((current) => [
        ...current.slice(1),
        nextLoad(current[current.length - 1]),
      ]);
    }, 1000);
    return () => clearInterval(timer);
  }, [running]);
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <Button
        size="small"
        variant="outlined"
        onClick={() => setRunning((value) => !value)}
      >
        {running ? 'Pause' : 'Resume'}
      </Button>
      <LineChart
        height={300}
        xAxis={[
          {
            data: samples.map((_, index) => index - WINDOW + 1),
            valueFormatter: (second: number) =>
              second === 0 ? 'now' : `${second} s`,
          },
        ]}
        yAxis={[{ width: 40, min: 0, max: 100 }]}
        series={[
          { data: samples, label: 'CPU load (%)', showMark: false, area: true },
        ]}
        skipAnimation
        hideLegend
      />
    </Box>
  );
}
