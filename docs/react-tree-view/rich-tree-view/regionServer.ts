/**
 * A simulated store directory for the lazy-loading demos: each call answers one level after `delayMs`, and
 * `stock` changes on every call so that a refetch is visible. Nothing leaves the browser.
 */
export interface Place {
  id: string;
  label: string;
  /** Number of children; 0 for a store. */
  childCount: number;
}

const levels: Record<string, Place[]> = {
  root: [
    { id: 'north', label: 'North', childCount: 2 },
    { id: 'south', label: 'South', childCount: 2 },
  ],
  north: [
    { id: 'north/oslo', label: 'Oslo', childCount: 2 },
    { id: 'north/tallinn', label: 'Tallinn', childCount: 0 },
  ],
  'north/oslo': [
    { id: 'north/oslo/1', label: 'Oslo Central', childCount: 0 },
    { id: 'north/oslo/2', label: 'Oslo Harbour', childCount: 0 },
  ],
  south: [
    { id: 'south/seville', label: 'Seville', childCount: 0 },
    { id: 'south/naples', label: 'Naples', childCount: 0 },
  ],
};

let calls = 0;

export function fetchPlaces(
  parentId: string | undefined,
  delayMs = 600,
): Promise<Place[]> {
  calls += 1;
  const call = calls;
  return new Promise((resolve) => {
    setTimeout(() => {
      const places = levels[parentId ?? 'root'] ?? [];
      // Stores show a visit count that changes with each answer, so a refetch is visible.
      resolve(
        places.map((place) =>
          place.childCount === 0
            ? { ...place, label: `${place.label} (answer #${call})` }
            : place,
        ),
      );
    }, delayMs);
  });
}

export const topLevelPlaces: Place[] = levels.root;

export const getChildrenCount = (place: Place) => place.childCount;
