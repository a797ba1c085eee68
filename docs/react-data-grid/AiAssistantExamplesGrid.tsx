import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridAiAssistantPanel,
  type GridColDef,
  type PromptSuggestion,
} from '@mui/x-data-grid-premium';
import { answerLocally } from './components/promptStandIn';

interface Shipment {
  id: number;
  reference: string;
  status: string;
  port: string;
  containers: number;
}

const statuses = ['Booked', 'In transit', 'Held at customs', 'Delivered'];
const ports = ['Rotterdam', 'Singapore', 'Santos', 'Durban', 'Busan'];

const rows: Shipment[] = Array.from({ length: 16 }, (_, index) => ({
  id: index + 1,
  reference: `BL-${String(48_210 + index * 13)}`,
  status: statuses[(index * 3) % statuses.length],
  port: ports[(index * 2) % ports.length],
  containers: 1 + ((index * 5) % 9),
}));

const columns: GridColDef<Shipment>[] = [
  { field: 'reference', headerName: 'Bill of lading', width: 130 },
  // The examples go into the prompt context: the model learns the exact spelling of each status.
  {
    field: 'status',
    headerName: 'Status',
    width: 150,
    examples: ['Booked', 'In transit', 'Held at customs', 'Delivered'],
  },
  { field: 'port', headerName: 'Port', flex: 1, minWidth: 120, examples: ports },
  { field: 'containers', headerName: 'Containers', type: 'number', width: 120 },
];

const suggestions: PromptSuggestion[] = [
  { value: 'only status held at customs' },
  { value: 'only port santos' },
  { value: 'sort by containers descending' },
];

/**
 * Prompts are answered by a local stand-in (./components/promptStandIn.ts), not a model: it spells a filter
 * value the way the column's examples do, so "held at customs" becomes "Held at customs".
 */
export default function AiAssistantExamplesGrid() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        aiAssistant
        slots={{ aiAssistantPanel: GridAiAssistantPanel }}
        aiAssistantSuggestions={suggestions}
        onPrompt={(prompt, context) => answerLocally(prompt, context)}
      />
    </Box>
  );
}
