import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const components = {
  DatePicker: () => <DatePicker label="DatePicker" />,
  DateField: () => <DateField label="DateField" />,
  TimePicker: () => <TimePicker label="TimePicker" />,
  TimeField: () => <TimeField label="TimeField" />,
  DateTimePicker: () => <DateTimePicker label="DateTimePicker" />,
  DateTimeField: () => <DateTimeField label="DateTimeField" />,
};
type ComponentName = keyof typeof components;

/** Pick a component in the list to try it. */
export default function ComponentExplorer() {
  const [name, setName] = React.useState<ComponentName>('DatePicker');
  const Selected = components[name];

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ height: 72, pt: 1 }}>
        <TextField
          select
          label="Component"
          value={name}
          onChange={(event) => setName(event.target.value as ComponentName)}
          sx={{ width: 200 }}
        >
          {Object.keys(components).map((key) => (
            <MenuItem key={key} value={key}>
              {key}
            </MenuItem>
          ))}
        </TextField>
        <Selected key={name} />
      </Stack>
    </LocalizationProvider>
  );
}
