import BusinessIcon from '@mui/icons-material/Business';
import { deferredComponent } from '../../deferred.tsx';
import { deferredPage } from '../../pages.ts';
import type { ResourceCustomisation } from '../kit.ts';
import { CompanyLinksField } from './CompanyLinksField.tsx';
import { GroupAliasInput } from './GroupAliasInput.tsx';
import { companyScreens } from './paths.ts';

export default {
  icon: BusinessIcon,
  // The generated show page plus the buttons to the company's white label and travel policy screens.
  screens: { show: deferredPage('CompanyShow') },
  fields: {
    // The public uid comes with the company's links built on it, each ready to copy.
    uid: { field: CompanyLinksField },
    // The group-request alias is checked against the other companies' when the field is left and before saving.
    group_alias: { input: GroupAliasInput },
    // The link account is chosen among the company's own users; an input of edit forms only, fetched with the form.
    prelogged_user: { input: deferredComponent(() => import('./PreloggedUserInput.tsx'), 'PreloggedUserInput') },
  },
  pages: [
    { path: companyScreens.whiteMark.route, component: deferredPage('WhiteMarkScreen') },
    { path: companyScreens.travelPolicy.route, component: deferredPage('TravelPolicyScreen') },
  ],
} satisfies ResourceCustomisation;
