import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';

const teams = ['Design', 'Web', 'Mobile', 'Data', 'Ops'];

/** Your own buttons call the export methods of the chart's `apiRef`. */
export default function ExportApiRef() {
  const apiRef = useChartProApiRef<'bar'>();
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.exportAsImage({
              fileName: 'story-points',
              type: 'image/png',
            })
          }
        >
          Download PNG
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.exportAsPrint({ fileName: 'story-points' })}
        >
          Print or save as PDF
        </Button>
      </Stack>
      <BarChartPro
        apiRef={apiRef}
        xAxis={[{ scaleType: 'band', data: teams }]}
        series={[
          // Story points completed per team during one sprint.
          { data: [21, 34, 29, 18, 25], label: 'Completed' },
          { data: [5, 8, 3, 6, 4], label: 'Carried over' },
        ]}
        height={280}
      />
    </Stack>
  );
}
