import LuggageIcon from '@mui/icons-material/Luggage';
import type { ResourceCustomisation } from '../kit.ts';
import { ImportTravellersButton } from './ImportTravellersButton.tsx';

export default { icon: LuggageIcon, actions: { import: ImportTravellersButton } } satisfies ResourceCustomisation;
