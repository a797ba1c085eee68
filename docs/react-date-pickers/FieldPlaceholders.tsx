import * as React from 'react';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';

/** Each empty section shows a placeholder built by a `localeText` function of the section's format. */
export default function FieldPlaceholders() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      localeText={{
        fieldYearPlaceholder: (params) => 'Y'.repeat(params.digitAmount),
        fieldMonthPlaceholder: (params) =>
          params.contentType === 'letter' ? 'Month' : 'MM',
        fieldDayPlaceholder: () => 'DD',
        fieldHoursPlaceholder: () => '--',
        fieldMinutesPlaceholder: () => '--',
      }}
    >
      <Stack spacing={2} sx={{ width: 280, height: 200, pt: 1 }}>
        <DateField label="Start date" />
        <DateField label="Start month" format="MMMM YYYY" />
        <TimeField label="Start time" ampm={false} />
      </Stack>
    </LocalizationProvider>
  );
}
