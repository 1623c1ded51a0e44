export { companyScreens } from './paths.ts';
