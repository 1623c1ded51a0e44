// The request forms, the traveller picker and the travellers screen (front/group/, front/shared/, front/travellers/)
// take the traveller's type from here.
export type { Traveller } from '../../entities/travellerReplies.ts';
