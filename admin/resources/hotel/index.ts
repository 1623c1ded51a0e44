import ApartmentIcon from '@mui/icons-material/Apartment';
import type { ResourceCustomisation } from '../kit.ts';

export default { icon: ApartmentIcon } satisfies ResourceCustomisation;
