/** The kinds of sector a travel policy row may name, in the order the back office offers them. */
export const SECTOR_TYPES = ['region', 'department', 'city', 'zone', 'other'] as const;
export type SectorType = (typeof SECTOR_TYPES)[number];
