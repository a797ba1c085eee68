import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

const invoiceDate = dayjs('2025-01-07');

/** Letter sections, spacious density and leading zeros as typed. */
export default function DateFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 300, height: 232, pt: 1 }}>
        <DateField
          label="Month as a word"
          format="MMMM D, YYYY"
          defaultValue={invoiceDate}
        />
        <DateField
          label="Spacious separators"
          format="DD/MM/YYYY"
          formatDensity="spacious"
          defaultValue={invoiceDate}
        />
        <DateField
          label="Leading zeros respected"
          format="D/M/YYYY"
          shouldRespectLeadingZeros
          defaultValue={invoiceDate}
        />
      </Stack>
    </LocalizationProvider>
  );
}
