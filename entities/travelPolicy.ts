/** The kinds of sector a travel policy row may name, in the order the back office offers them. */
export const SECTOR_TYPES = ['region', 'department', 'city', 'zone', 'other'] as const;
export type SectorType = (typeof SECTOR_TYPES)[number];

/** The prices a travel policy sets, by default and per sector. */
export const TRAVEL_POLICY_PRICES = ['price_with_breakfast', 'price_without_breakfast', 'price_evening_stop', 'price_meal'] as const;
