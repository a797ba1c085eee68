import * as React from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

interface LogEntry {
  id: number;
  text: string;
}

function format(value: Dayjs | null): string {
  if (value === null) return 'null';
  return value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date';
}

function useEventLog() {
  const [entries, setEntries] = React.useState<LogEntry[]>([]);
  const nextId = React.useRef(1);
  const log = React.useCallback((text: string) => {
    const id = nextId.current;
    nextId.current += 1;
    setEntries((previous) => [...previous, { id, text }]);
  }, []);
  const clear = React.useCallback(() => setEntries([]), []);
  return { entries, log, clear };
}

/** Logs every onOpen, onChange, onAccept and onClose of a desktop and a mobile Date Picker. */
export default function LifecycleEventLog() {
  const { entries, log, clear } = useEventLog();
  const logBox = React.useRef<HTMLDivElement>(null);

  // Keep the newest entry in sight by scrolling the log box only: scrolling the page would move
  // the open calendar under the reader's pointer.
  React.useEffect(() => {
    const box = logBox.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [entries]);

  const handlers = (name: string) => ({
    onOpen: () => log(`${name} onOpen`),
    onChange: (value: Dayjs | null) => log(`${name} onChange ${format(value)}`),
    onAccept: (value: Dayjs | null) => log(`${name} onAccept ${format(value)}`),
    onClose: () => log(`${name} onClose`),
  });

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3} sx={{ height: 250 }}>
        <Stack spacing={2} sx={{ width: 260, pt: 1 }}>
          <DesktopDatePicker
            label="Desktop"
            defaultValue={dayjs('2025-06-10')}
            {...handlers('desktop')}
          />
          <MobileDatePicker
            label="Mobile"
            defaultValue={dayjs('2025-06-10')}
            {...handlers('mobile')}
          />
          <Button
            variant="outlined"
            size="small"
            onClick={clear}
            sx={{ alignSelf: 'flex-start' }}
          >
            Clear log
          </Button>
        </Stack>
        <Paper ref={logBox} variant="outlined" sx={{ width: 280, overflow: 'auto' }}>
          <Typography variant="overline" sx={{ px: 2, display: 'block' }}>
            Event log
          </Typography>
          <List dense aria-label="Event log" data-testid="event-log" sx={{ py: 0 }}>
            {entries.map((entry) => (
              <ListItem
                key={entry.id}
                sx={{ py: 0, fontFamily: 'monospace', fontSize: 13 }}
              >
                {entry.id}. {entry.text}
              </ListItem>
            ))}
          </List>
        </Paper>
      </Stack>
    </LocalizationProvider>
  );
}
