import type { GridColDef } from '@mui/x-data-grid-premium';

/** A stationery shop's price list, shared by the copy-and-paste page's demos. */
export interface StockItem {
  id: number;
  sku: string;
  item: string;
  supplier: string;
  price: number;
  stock: number;
}

const ITEMS: [string, string, string, number, number][] = [
  ['NB-A5-DOT', 'A5 dotted notebook', 'Papeterie Lenoir', 12.5, 140],
  ['PN-FT-BLK', 'Fountain pen, black', 'Kaweco', 24, 36],
  ['IN-50-BLU', 'Ink bottle 50 ml, blue', 'Diamine', 9.9, 58],
  ['TP-WSH-SET', 'Washi tape set', 'MT Masking Tape', 14, 75],
  ['PC-LTH-BRN', 'Leather pencil case', 'Atelier Cuir', 39, 12],
  ['ER-VNL-2', 'Vinyl eraser, pack of 2', 'Staedtler', 3.2, 210],
];

/** Six items, built when a demo mounts. */
export function getStockItems(): StockItem[] {
  return ITEMS.map(([sku, item, supplier, price, stock], index) => ({
    id: index + 1,
    sku,
    item,
    supplier,
    price,
    stock,
  }));
}

export const stockColumns: GridColDef<StockItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 120 },
  { field: 'item', headerName: 'Item', width: 200 },
  { field: 'supplier', headerName: 'Supplier', width: 160, editable: true },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    editable: true,
    valueFormatter: (value: number | null) =>
      value == null ? '' : `€${value.toFixed(2)}`,
  },
  {
    field: 'stock',
    headerName: 'In stock',
    type: 'number',
    width: 100,
    editable: true,
  },
];
