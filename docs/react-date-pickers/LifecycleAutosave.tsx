import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';

type SaveState =
  { status: 'idle' } | { status: 'saving' } | { status: 'saved'; at: string };

/** A pretend API call with 500 ms of latency. */
function saveReminder(value: Dayjs): Promise<string> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(value.format('ddd D MMM, HH:mm')), 500);
  });
}

/** Saves on `onAccept` only, while `onChange` merely counts the intermediate values. */
export default function LifecycleAutosave() {
  const [changes, setChanges] = React.useState(0);
  const [save, setSave] = React.useState<SaveState>({ status: 'idle' });

  const handleAccept = (value: Dayjs | null) => {
    if (value === null || !value.isValid()) return;
    setSave({ status: 'saving' });
    saveReminder(value).then((at) => setSave({ status: 'saved', at }));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ width: 320, height: 136, pt: 1 }}>
        <DesktopDateTimePicker
          label="Reminder"
          defaultValue={dayjs('2025-02-03T09:00')}
          onChange={() => setChanges((count) => count + 1)}
          onAccept={handleAccept}
        />
        <Typography variant="body2">onChange calls: {changes}</Typography>
        <Typography variant="body2" data-testid="save-status">
          {save.status === 'idle' && 'Nothing saved yet'}
          {save.status === 'saving' && 'Saving…'}
          {save.status === 'saved' && `Saved: ${save.at}`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
