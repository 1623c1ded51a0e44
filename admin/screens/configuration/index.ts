export { BannerEdit } from './BannerEdit.tsx';
export { BannerShow } from './BannerShow.tsx';
export { CardEdit } from './CardEdit.tsx';
export { CardShow } from './CardShow.tsx';
export { ConfigurationMenuItems } from './ConfigurationMenuItems.tsx';
export { configurationScreens } from './paths.ts';
