import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  DatePicker,
  type DatePickerFieldProps,
} from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';

/** Previous / next day buttons around the value; the picker's rules decide what is valid. */
function DayStepperField(props: DatePickerFieldProps) {
  // Only the internal props are used: the validation props the picker passes down.
  const { internalProps } = useSplitFieldProps(props, 'date');
  const { value, setValue, timezone, setOpen, triggerRef } = usePickerContext();
  const { hasValidationError, getValidationErrorForNewValue } = useValidation({
    validator: validateDate,
    value,
    timezone,
    props: internalProps,
  });

  const step = (days: number) => {
    if (value == null) {
      return;
    }
    const next = value.add(days, 'day');
    // Passing the error keeps `onError` and the `context` of `onChange` in step with this value.
    setValue(next, { validationError: getValidationErrorForNewValue(next) });
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <IconButton aria-label="Previous day" onClick={() => step(-1)}>
        <ChevronLeftIcon />
      </IconButton>
      <Button
        ref={triggerRef}
        variant="outlined"
        color={hasValidationError ? 'error' : 'primary'}
        onClick={() => setOpen((previous) => !previous)}
        sx={{ minWidth: 180 }}
      >
        {value == null ? 'Pick a day' : value.format('ddd, MMM D')}
      </Button>
      <IconButton aria-label="Next day" onClick={() => step(1)}>
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}

const isWeekend = (date: Dayjs) => date.day() === 0 || date.day() === 6;

const messages: Record<NonNullable<DateValidationError>, string> = {
  shouldDisableDate: 'The workshop is closed at weekends.',
  shouldDisableMonth: 'This month is not available.',
  shouldDisableYear: 'This year is not available.',
  disableFuture: 'Pick a day in the past.',
  disablePast: 'Pick a day in the future.',
  minDate: 'Bookings open on March 2.',
  maxDate: 'Bookings close on March 27.',
  invalidDate: 'This is not a date.',
};

export default function ValidatedStepperField() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ height: 80 }}>
        <DatePicker
          label="Repair slot"
          defaultValue={dayjs('2026-03-05')}
          minDate={dayjs('2026-03-02')}
          maxDate={dayjs('2026-03-27')}
          shouldDisableDate={isWeekend}
          onError={setError}
          slots={{ field: DayStepperField }}
        />
        <Typography
          variant="body2"
          color={error ? 'error' : 'text.secondary'}
          role="status"
        >
          {error ? messages[error] : 'Workshop open Monday to Friday, March 2–27.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
