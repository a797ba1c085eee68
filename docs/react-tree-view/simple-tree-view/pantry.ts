/** A pantry shared by the Simple Tree View demos: each demo writes its own `TreeItem` elements from it. */
export interface PantryShelf {
  id: string;
  label: string;
  products: { id: string; label: string }[];
}

export const pantry: PantryShelf[] = [
  {
    id: 'breakfast',
    label: 'Breakfast',
    products: [
      { id: 'oats', label: 'Oats' },
      { id: 'honey', label: 'Honey' },
      { id: 'coffee', label: 'Coffee' },
    ],
  },
  {
    id: 'baking',
    label: 'Baking',
    products: [
      { id: 'flour', label: 'Flour' },
      { id: 'sugar', label: 'Sugar' },
    ],
  },
];

export const shelfIds = pantry.map((shelf) => shelf.id);
