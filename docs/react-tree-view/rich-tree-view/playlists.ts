import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

/** Music playlists shared by the label-editing demos. */
export const playlists: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'workout',
    label: 'Workout',
    children: [
      { id: 'workout.cardio', label: 'Cardio mix' },
      { id: 'workout.stretch', label: 'Stretching' },
    ],
  },
  {
    id: 'evening',
    label: 'Evening',
    children: [
      { id: 'evening.jazz', label: 'Late jazz' },
      { id: 'evening.ambient', label: 'Ambient' },
    ],
  },
];

export const playlistGroups = ['workout', 'evening'];
