import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  DatePicker,
  type DatePickerFieldProps,
} from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';

// The delivery slots a warehouse offers: the calendar and the list show the same dates.
const slots = [3, 4, 6, 10, 11, 13].map((day) => dayjs('2025-11-01').date(day));

function AutocompleteDateField(props: DatePickerFieldProps) {
  const { forwardedProps } = useSplitFieldProps(props, 'date');
  const { value, setValue, label, setOpen, triggerRef, fieldFormat } =
    usePickerContext();

  return (
    <Autocomplete
      {...forwardedProps}
      ref={triggerRef}
      sx={{ width: 280 }}
      options={slots}
      value={value}
      onChange={(_event, next) => setValue(next, { validationError: null })}
      getOptionLabel={(option) => option.format(fieldFormat)}
      isOptionEqualToValue={(option, selected) => option.isSame(selected, 'day')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          onDoubleClick={() => setOpen(true)}
          helperText="Pick from the list, or double-click for the calendar"
        />
      )}
    />
  );
}

/** An Autocomplete as the field: the value can come from the list or from the calendar. */
export default function AutocompleteField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 96, pt: 1 }}>
        <DatePicker
          label="Delivery slot"
          defaultValue={slots[0]}
          shouldDisableDate={(day: Dayjs) =>
            !slots.some((slot) => slot.isSame(day, 'day'))
          }
          slots={{ field: AutocompleteDateField }}
        />
      </Box>
    </LocalizationProvider>
  );
}
