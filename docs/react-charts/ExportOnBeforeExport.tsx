import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';
import { defaultOnBeforeExport } from '@mui/x-charts-pro/models';

const years = [2018, 2019, 2020, 2021, 2022, 2023, 2024];
// Passengers at a regional airport, in millions.
const passengers = [4.1, 4.4, 1.6, 2.2, 3.7, 4.3, 4.6];

/** Adds a title above and a source line below the copy of the chart that gets exported. */
function addTitleAndSource(iframe: HTMLIFrameElement) {
  // Keep the default behaviour (it removes the toolbar from the copy).
  defaultOnBeforeExport(iframe);
  const doc = iframe.contentDocument;
  if (!doc) {
    return;
  }
  const title = doc.createElement('h2');
  title.textContent = 'Airport passengers, 2018–2024';
  title.style.cssText = 'font: 600 18px sans-serif; margin: 8px 16px;';
  const source = doc.createElement('p');
  source.textContent = 'Source: airport annual reports. Exported with MUI X Charts.';
  source.style.cssText = 'font: 12px sans-serif; color: #555; margin: 4px 16px 8px;';
  doc.body.prepend(title);
  doc.body.append(source);
}

/** Both export calls pass `onBeforeExport`, which edits the exported copy, never the page. */
export default function ExportOnBeforeExport() {
  const apiRef = useChartProApiRef<'line'>();
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', gap: 1, height: 40, alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.exportAsImage({
              fileName: 'airport-passengers',
              onBeforeExport: addTitleAndSource,
            })
          }
        >
          Download PNG
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.exportAsPrint({ onBeforeExport: addTitleAndSource })
          }
        >
          Print
        </Button>
      </Box>
      <LineChartPro
        apiRef={apiRef}
        height={300}
        hideLegend
        xAxis={[{ scaleType: 'point', data: years, valueFormatter: String }]}
        yAxis={[{ width: 40 }]}
        series={[
          { data: passengers, label: 'Passengers (millions)', color: '#5d4037' },
        ]}
      />
    </Box>
  );
}
