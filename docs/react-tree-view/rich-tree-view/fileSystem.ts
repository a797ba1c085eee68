/** A project folder, shared by the custom item and file explorer demos of the Rich Tree View customization page. */
export type FileKind = 'folder' | 'image' | 'pdf' | 'code' | 'text';

export interface FileNode {
  id: string;
  label: string;
  kind: FileKind;
  /** In bytes; folders add up their children. */
  size?: number;
  children?: FileNode[];
}

export const projectFiles: FileNode[] = [
  {
    id: 'design',
    label: 'design',
    kind: 'folder',
    children: [
      { id: 'design/logo.svg', label: 'logo.svg', kind: 'image', size: 18_400 },
      { id: 'design/hero.png', label: 'hero.png', kind: 'image', size: 1_240_000 },
    ],
  },
  {
    id: 'src',
    label: 'src',
    kind: 'folder',
    children: [
      { id: 'src/app.tsx', label: 'app.tsx', kind: 'code', size: 6_300 },
      { id: 'src/theme.ts', label: 'theme.ts', kind: 'code', size: 2_100 },
    ],
  },
  { id: 'brief.pdf', label: 'brief.pdf', kind: 'pdf', size: 342_000 },
  { id: 'notes.txt', label: 'notes.txt', kind: 'text', size: 900 },
];

export function totalSize(node: FileNode): number {
  return node.children
    ? node.children.reduce((sum, child) => sum + totalSize(child), 0)
    : (node.size ?? 0);
}

export function formatSize(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  if (bytes >= 1_000) return `${Math.round(bytes / 1_000)} kB`;
  return `${bytes} B`;
}

export function findFile(nodes: FileNode[], id: string): FileNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = node.children ? findFile(node.children, id) : undefined;
    if (found) return found;
  }
  return undefined;
}
