export { CompanyShow } from './CompanyShow.tsx';
export { companyScreens } from './paths.ts';
export { TravelPolicyScreen } from './TravelPolicyScreen.tsx';
export { WhiteMarkScreen } from './WhiteMarkScreen.tsx';
