export { ConfigContingentShow } from './ConfigContingentShow.tsx';
export { ContingentHotelShow } from './ContingentHotelShow.tsx';
export { contingentScreens } from './paths.ts';
export { StockGrid } from './StockGrid.tsx';
export { StockMenuItem } from './StockMenuItem.tsx';
