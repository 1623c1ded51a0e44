export { ConfigurationMenuItems } from './ConfigurationMenuItems.tsx';
export { configurationScreens } from './paths.ts';
