import * as React from 'react';
import Stack from '@mui/material/Stack';
import { Gauge } from '@mui/x-charts/Gauge';

/** A value between `valueMin` and `valueMax`, drawn as a full ring and as an open arc. */
export default function GaugeBasic() {
  return (
    <Stack
      direction="row"
      spacing={4}
      sx={{ justifyContent: 'center', width: '100%' }}
    >
      {/* Disk usage of a server, in percent. */}
      <Gauge value={72} width={160} height={160} />
      {/* Battery charge, in percent, on an arc from -110° to 110°. */}
      <Gauge value={38} startAngle={-110} endAngle={110} width={160} height={160} />
    </Stack>
  );
}
