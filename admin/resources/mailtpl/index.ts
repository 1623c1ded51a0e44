import DraftsIcon from '@mui/icons-material/Drafts';
import type { ResourceCustomisation } from '../kit.ts';

export default { icon: DraftsIcon } satisfies ResourceCustomisation;
