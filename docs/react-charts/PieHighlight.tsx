import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { PieChart } from '@mui/x-charts/PieChart';

// A family's monthly energy bill by use, in euros.
const uses = [
  { id: 'heating', label: 'Heating', value: 96 },
  { id: 'hot-water', label: 'Hot water', value: 34 },
  { id: 'kitchen', label: 'Kitchen', value: 22 },
  { id: 'lighting', label: 'Lighting', value: 9 },
  { id: 'devices', label: 'Devices', value: 27 },
];

/** The hovered slice grows (`highlighted`) while the others shrink and grey out (`faded`). */
export default function PieHighlight() {
  const [fade, setFade] = React.useState(true);
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <FormControlLabel
        control={
          <Switch checked={fade} onChange={(e) => setFade(e.target.checked)} />
        }
        label="Fade the other slices"
      />
      <Box sx={{ height: 300 }}>
        <PieChart
          series={[
            {
              data: uses,
              innerRadius: 40,
              highlightScope: { highlight: 'item', fade: fade ? 'global' : 'none' },
              highlighted: { additionalRadius: 8 },
              faded: { additionalRadius: -8, color: 'gray' },
            },
          ]}
        />
      </Box>
    </Box>
  );
}
