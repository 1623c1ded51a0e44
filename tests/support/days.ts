import { agencyToday } from '../../entities/bookingRules.ts';
import { addDays } from '../../entities/contingentRules.ts';

/**
 * The agency's date `offset` days from today. The platform counts days in the agency's time zone, so a test that
 * counted them in UTC would ask for yesterday in the hour around midnight.
 */
export const day = (offset: number) => addDays(agencyToday(), offset);
