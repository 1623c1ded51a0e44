import ListAltIcon from '@mui/icons-material/ListAlt';
import type { ResourceCustomisation } from '../kit.ts';

export default { icon: ListAltIcon } satisfies ResourceCustomisation;
