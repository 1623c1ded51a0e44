import PercentIcon from '@mui/icons-material/Percent';
import type { ResourceCustomisation } from '../kit.ts';

export default { icon: PercentIcon } satisfies ResourceCustomisation;
