import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

const payday = dayjs('2025-03-07');

/** The same `M/D/YYYY` format, padded by the field (default) or as written. */
export default function FieldLeadingZeros() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 280, height: 136, pt: 1 }}>
        <DateField
          label="Padded (default)"
          format="M/D/YYYY"
          defaultValue={payday}
        />
        <DateField
          label="Leading zeros respected"
          format="M/D/YYYY"
          shouldRespectLeadingZeros
          defaultValue={payday}
        />
      </Stack>
    </LocalizationProvider>
  );
}
