import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const lecture = dayjs('2025-10-14T14:15');

/** The three single-value fields of the community package. */
export default function FieldsFamily() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 300, height: 232, pt: 1 }}>
        <DateField label="DateField" defaultValue={lecture} />
        <TimeField label="TimeField" defaultValue={lecture} />
        <DateTimeField label="DateTimeField" defaultValue={lecture} />
      </Stack>
    </LocalizationProvider>
  );
}
