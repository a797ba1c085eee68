/**
 * The admonition icons of theme-classic, swizzled (ejected, marked safe) to nothing: the site's admonition
 * layout (`src/theme/Admonition/Layout`) is MUI's Alert, which draws its own icon per severity, so the
 * classic SVGs were bundled with every doc page and never shown. Each `Icon/<Type>.tsx` re-exports this.
 */
export default function AdmonitionIconNone(): null {
  return null;
}
