/**
 * Swizzled Navbar (ejected, unsafe in 3.10): replaced by an MUI AppBar. Docusaurus's navbar items config is
 * not used; the controls live in src/components/navbar.
 */
import * as React from 'react';
import AppNavbar from '@site/src/components/navbar/AppNavbar';

export default function Navbar() {
  return <AppNavbar />;
}
