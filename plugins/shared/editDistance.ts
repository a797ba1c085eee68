/**
 * Levenshtein distance between two strings (insertions, deletions and substitutions each cost 1), for the
 * "Did you mean …" suggestions of the build's name checks (plugins/api-links) and the dev link warnings
 * (plugins/dev-link-check). One row of the table at a time: O(a × b) time, O(b) memory.
 */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}
