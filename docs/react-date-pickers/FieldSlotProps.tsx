import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const payday = dayjs('2025-05-30');

/** Adjusting the default field through `slotProps.field` and `slotProps.textField`. */
export default function FieldSlotProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 280, height: 188, pt: 1 }}>
        <DatePicker
          label="Filled, clearable"
          defaultValue={payday}
          slotProps={{
            textField: { variant: 'filled' },
            field: { clearable: true },
          }}
        />
        <DatePicker
          label="Standard, small"
          defaultValue={payday}
          slotProps={{ textField: { variant: 'standard', size: 'small' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
