/**
 * MUI's Menu with the parts a menu is made of (MenuItem, Divider, ListItemIcon, ListItemText), loaded
 * together on the menu's first opening (LazyMenu). A menu's items are built by a function that receives
 * these parts, so its owner, which is on the first paint, does not import them. README, "What keeps pages
 * light".
 */
import * as React from 'react';
import Menu, { type MenuProps } from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';

const MENU_PARTS = { MenuItem, Divider, ListItemIcon, ListItemText };

export type MenuParts = typeof MENU_PARTS;

export interface MenuWithPartsProps extends Omit<MenuProps, 'children'> {
  children: (parts: MenuParts) => React.ReactNode;
}

export default function MenuWithParts({ children, ...props }: MenuWithPartsProps) {
  return <Menu {...props}>{children(MENU_PARTS)}</Menu>;
}
