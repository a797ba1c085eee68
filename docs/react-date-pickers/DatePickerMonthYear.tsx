import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

/** Month and year only, for a card expiry; the field follows the views. */
export default function DatePickerMonthYear() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ height: 72, pt: 1, alignItems: 'flex-start' }}
      >
        <DatePicker
          label="Card expiry"
          views={['month', 'year']}
          openTo="month"
          format="MM/YYYY"
          defaultValue={dayjs('2028-04-01')}
        />
        <DatePicker
          label="Year of construction"
          views={['year']}
          defaultValue={dayjs('1996-01-01')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
