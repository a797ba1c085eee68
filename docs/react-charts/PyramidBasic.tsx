import * as React from 'react';
import Box from '@mui/material/Box';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Members of a sports club by level, from beginners to the national team.
const levels = [
  { label: 'National team', value: 12 },
  { label: 'Regional squad', value: 48 },
  { label: 'Club competitors', value: 190 },
  { label: 'Recreational', value: 620 },
];

/** `curve: 'pyramid'` draws one triangle cut into sections: the smallest value at the top. */
export default function PyramidBasic() {
  return (
    <Box sx={{ width: '100%' }}>
      <FunnelChart
        height={300}
        hideLegend
        series={[{ data: levels, curve: 'pyramid' }]}
      />
    </Box>
  );
}
