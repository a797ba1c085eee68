import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

/** A helper text through `slotProps.textField`, as on any Material UI text field. */
export default function DatePickerHelperText() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ height: 96, pt: 1, alignItems: 'flex-start' }}
      >
        <DatePicker
          label="Start of contract"
          defaultValue={dayjs('2025-09-01')}
          slotProps={{
            textField: { helperText: 'The first working day, MM/DD/YYYY' },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
