import PeopleIcon from '@mui/icons-material/People';
import type { ResourceCustomisation } from '../kit.ts';

export default { icon: PeopleIcon } satisfies ResourceCustomisation;
