import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type {
  DateValidationError,
  PickerChangeHandlerContext,
} from '@mui/x-date-pickers/models';

/** The picker shows whatever is typed; the stored value only moves to complete, valid dates. */
export default function LifecycleValidOnly() {
  const [saved, setSaved] = React.useState<Dayjs>(dayjs('2025-04-17'));

  const handleChange = (
    value: Dayjs | null,
    context: PickerChangeHandlerContext<DateValidationError>,
  ) => {
    if (value != null && value.isValid() && context.validationError == null) {
      setSaved(value);
    }
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ height: 104, pt: 1 }}>
        <DatePicker
          label="Publish on"
          defaultValue={saved}
          maxDate={dayjs('2025-12-31')}
          onChange={handleChange}
          sx={{ width: 260 }}
        />
        <Typography variant="body2" data-testid="saved-date">
          Saved: {saved.format('MMMM D, YYYY')}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
