import HelpCenterIcon from '@mui/icons-material/HelpCenter';
import type { ResourceCustomisation } from '../kit.ts';

export default { icon: HelpCenterIcon } satisfies ResourceCustomisation;
