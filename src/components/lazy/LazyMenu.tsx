/**
 * MUI's Menu, loaded on first opening (see lazyUntilOpen) with the parts its items are made of: the
 * children are a function of those parts (`{({ MenuItem }) => …}`), so MenuItem and the list parts stay
 * out of the code every page loads. Otherwise the same props as `@mui/material/Menu`.
 */
import type { MenuWithPartsProps } from './MenuWithParts';
import { lazyUntilOpen } from './lazyUntilOpen';

const LazyMenu = lazyUntilOpen<MenuWithPartsProps>(() => import('./MenuWithParts'));

export default LazyMenu;
