import * as React from 'react';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

/** Single texts overridden for a whole subtree, and for one picker. */
export default function LocaleTextOverrides() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      localeText={{
        fieldDayPlaceholder: () => 'dd',
        fieldMonthPlaceholder: () => 'mm',
        fieldYearPlaceholder: (params) => 'y'.repeat(params.digitAmount),
      }}
    >
      <Stack direction="row" spacing={2} sx={{ height: 72, pt: 1 }}>
        <DateField label="Lower-case placeholders" sx={{ width: 240 }} />
        <MobileDatePicker
          label="Custom dialog texts"
          localeText={{ toolbarTitle: 'Choose a start date', okButtonLabel: 'Done' }}
          sx={{ width: 240 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
