import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';

/** CSS only: the toolbar moved under the calendar and coloured, through the layout's grid classes. */
export default function LayoutCssGrid() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 480 }}>
        <StaticDatePicker
          defaultValue={dayjs('2025-04-25')}
          slotProps={{
            layout: {
              sx: {
                [`& .${pickersLayoutClasses.toolbar}`]: {
                  gridRow: 3,
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  '& .MuiTypography-root': { color: 'inherit' },
                },
                [`& .${pickersLayoutClasses.actionBar}`]: { gridRow: 4 },
              },
            },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
