import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import {
  AiAssistantPanelTrigger,
  DataGridPremium,
  GridAiAssistantPanel,
  Toolbar,
  type GridColDef,
  type PromptSuggestion,
} from '@mui/x-data-grid-premium';
import { answerLocally } from './promptStandIn';

interface Listing {
  id: number;
  neighbourhood: string;
  rooms: number;
  rent: number;
  furnished: string;
}

const neighbourhoods = [
  'Kreuzberg',
  'Prenzlauer Berg',
  'Neukölln',
  'Charlottenburg',
];

const rows: Listing[] = Array.from({ length: 14 }, (_, index) => {
  const rooms = 1 + ((index * 3) % 4);
  return {
    id: index + 1,
    neighbourhood: neighbourhoods[(index * 5) % neighbourhoods.length],
    rooms,
    rent: 650 + rooms * 310 + ((index * 47) % 180),
    furnished: index % 3 === 0 ? 'Yes' : 'No',
  };
});

const columns: GridColDef<Listing>[] = [
  { field: 'neighbourhood', headerName: 'Neighbourhood', flex: 1, minWidth: 150 },
  { field: 'rooms', headerName: 'Rooms', type: 'number', width: 90 },
  { field: 'rent', headerName: 'Rent (€)', type: 'number', width: 110 },
  { field: 'furnished', headerName: 'Furnished', width: 110 },
];

const suggestions: PromptSuggestion[] = [
  { value: 'Sort by rent descending' },
  { value: 'Only furnished yes' },
  { value: 'Group by neighbourhood and sum rent' },
];

function ListingsToolbar() {
  return (
    <Toolbar>
      <Chip
        size="small"
        variant="outlined"
        label="Local stand-in, no model"
        sx={{ mr: 'auto' }}
      />
      <AiAssistantPanelTrigger
        render={(props, state) => (
          <Button
            {...props}
            size="small"
            startIcon={<AutoAwesomeIcon />}
            variant={state.open ? 'contained' : 'outlined'}
          >
            Ask the assistant
          </Button>
        )}
      />
    </Toolbar>
  );
}

/** A toolbar button of your own that opens the AI assistant panel; prompts are answered locally. */
export default function AiAssistantPanelTriggerGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aiAssistant
        aiAssistantSuggestions={suggestions}
        // Replace answerLocally with a call to your endpoint to use a real model.
        onPrompt={(prompt, context) => answerLocally(prompt, context)}
        slots={{ toolbar: ListingsToolbar, aiAssistantPanel: GridAiAssistantPanel }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
