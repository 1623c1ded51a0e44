import PeopleIcon from '@mui/icons-material/People';
import { deferredComponent } from '../../deferred.tsx';
import type { ResourceCustomisation } from '../kit.ts';
import { ImpersonateButton } from './ImpersonateButton.tsx';
import { RoleChipsField } from './RoleChipsField.tsx';

export default {
  icon: PeopleIcon,
  fields: {
    // Roles read at a glance: agency, company and hotel roles in different colours.
    roles: { field: RoleChipsField },
    // Places chosen among the user's company's; an input of edit forms only, fetched with the form.
    favorite_locations: { input: deferredComponent(() => import('./FavoriteLocationsInput.tsx'), 'FavoriteLocationsInput') },
  },
  actions: { impersonate: ImpersonateButton },
} satisfies ResourceCustomisation;
