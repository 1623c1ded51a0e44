import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import type { ResourceCustomisation } from '../kit.ts';

export default { icon: CalendarMonthIcon } satisfies ResourceCustomisation;
