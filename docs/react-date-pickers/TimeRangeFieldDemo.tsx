import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';

const lunch = [dayjs('2025-06-02T12:00'), dayjs('2025-06-02T13:30')] as const;

/** The same lunch break in the single- and the multi-input time range fields. */
export default function TimeRangeFieldDemo() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ width: 440, height: 152, pt: 1 }}>
        <SingleInputTimeRangeField label="Lunch break" defaultValue={[...lunch]} />
        <MultiInputTimeRangeField
          defaultValue={[...lunch]}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Break starts' : 'Break ends',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
