import KeyIcon from '@mui/icons-material/Key';
import type { ResourceCustomisation } from '../kit.ts';

export default { icon: KeyIcon } satisfies ResourceCustomisation;
