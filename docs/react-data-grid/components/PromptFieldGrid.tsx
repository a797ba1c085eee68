import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import MicIcon from '@mui/icons-material/Mic';
import StopIcon from '@mui/icons-material/Stop';
import SendIcon from '@mui/icons-material/Send';
import {
  DataGridPremium,
  PromptField,
  PromptFieldControl,
  PromptFieldRecord,
  PromptFieldSend,
  Toolbar,
  useGridApiContext,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { answerLocally } from './promptStandIn';

interface Shipment {
  id: number;
  reference: string;
  carrier: string;
  destination: string;
  weightKg: number;
}

const carriers = ['DHL', 'Maersk', 'UPS', 'Kuehne+Nagel'];
const destinations = ['Rotterdam', 'Singapore', 'Santos', 'Mombasa', 'Vancouver'];

const rows: Shipment[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  reference: `SHP-${4810 + index * 7}`,
  carrier: carriers[(index * 3) % carriers.length],
  destination: destinations[(index * 2) % destinations.length],
  weightKg: 120 + ((index * 173) % 900),
}));

const columns: GridColDef<Shipment>[] = [
  { field: 'reference', headerName: 'Reference', width: 120 },
  { field: 'carrier', headerName: 'Carrier', width: 130 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
];

function PromptToolbar() {
  const apiRef = useGridApiContext();
  const [status, setStatus] = React.useState('Local stand-in, no model is called');

  // The field disables itself until this promise settles.
  const handleSubmit = async (prompt: string) => {
    setStatus('Working…');
    const result = await apiRef.current.aiAssistant.processPrompt(prompt);
    setStatus(result instanceof Error ? result.message : `Applied: ${prompt}`);
  };

  return (
    <Toolbar style={{ flexWrap: 'wrap', height: 'auto', paddingBlock: 6 }}>
      <PromptField
        onSubmit={handleSubmit}
        style={{ display: 'flex', gap: 4, alignItems: 'center', flex: 1 }}
      >
        <PromptFieldRecord
          render={(props, state) => (
            <button
              {...props}
              type="button"
              aria-label={state.recording ? 'Stop recording' : 'Dictate a prompt'}
              style={{
                border: 0,
                background: 'none',
                cursor: 'pointer',
                padding: 4,
              }}
            >
              {state.recording ? (
                <StopIcon fontSize="small" />
              ) : (
                <MicIcon fontSize="small" />
              )}
            </button>
          )}
        />
        <PromptFieldControl
          size="small"
          fullWidth
          placeholder='Try "sort by weight kg descending" or "only carrier dhl"'
          // Name the input itself: an aria-label on the control would land on its wrapper.
          slotProps={{ htmlInput: { 'aria-label': 'Prompt' } }}
        />
        <PromptFieldSend aria-label="Send prompt">
          <SendIcon fontSize="small" />
        </PromptFieldSend>
      </PromptField>
      <Box sx={{ width: '100%', display: 'flex', alignItems: 'center', gap: 1 }}>
        <Chip size="small" label="Stand-in" variant="outlined" />
        <Typography variant="body2" data-testid="prompt-field-status" noWrap>
          {status}
        </Typography>
      </Box>
    </Toolbar>
  );
}

/** The four parts of a prompt field in a toolbar; prompts are answered by a local stand-in. */
export default function PromptFieldGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aiAssistant
        // Replace answerLocally with a call to your endpoint to use a real model.
        onPrompt={(prompt, context) => answerLocally(prompt, context)}
        slots={{ toolbar: PromptToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
