import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DateRangeIcon from '@mui/icons-material/DateRange';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import {
  DateRangePicker,
  type DateRangePickerFieldProps,
} from '@mui/x-date-pickers-pro/DateRangePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

/** The range as one button: its label is the formatted range, a click toggles the picker. */
function RangeButton(props: DateRangePickerFieldProps) {
  const { forwardedProps } = useSplitFieldProps(props, 'date');
  const { value, fieldFormat, setOpen, triggerRef } =
    usePickerContext<DateRange<Dayjs>>();
  const [start, end] = value;
  const text =
    start && end
      ? `${start.format(fieldFormat)} – ${end.format(fieldFormat)}`
      : 'Any dates';

  return (
    <Button
      {...forwardedProps}
      ref={triggerRef}
      variant="outlined"
      startIcon={<DateRangeIcon />}
      onClick={() => setOpen((previous) => !previous)}
    >
      {text}
    </Button>
  );
}

// A range picker treats a field without `fieldType` as multi-input (one element per date); this button holds both.
RangeButton.fieldType = 'single-input' as const;

export default function RangeButtonField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 48 }}>
        <DateRangePicker
          defaultValue={[dayjs('2025-03-03'), dayjs('2025-03-09')]}
          slots={{ field: RangeButton }}
        />
      </Box>
    </LocalizationProvider>
  );
}
