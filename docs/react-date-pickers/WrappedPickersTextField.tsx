import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import {
  DatePicker,
  type DatePickerFieldProps,
} from '@mui/x-date-pickers/DatePicker';
import { useParsedFormat } from '@mui/x-date-pickers/hooks';

/** The default field, wrapped to add a helper text that spells out the expected format. */
function FieldWithFormatHint(props: DatePickerFieldProps) {
  const format = useParsedFormat();
  return <DateField {...props} helperText={`Format: ${format}`} />;
}

export default function WrappedPickersTextField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 96, pt: 1 }}>
        <DatePicker
          label="Date of birth"
          defaultValue={dayjs('1990-04-23')}
          slots={{ field: FieldWithFormatHint }}
        />
      </Box>
    </LocalizationProvider>
  );
}
