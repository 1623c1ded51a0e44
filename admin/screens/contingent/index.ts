export { contingentScreens } from './paths.ts';
export { StockMenuItem } from './StockMenuItem.tsx';
