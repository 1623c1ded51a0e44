/** Where the configuration screens live under /admin (cb, bandeau), and the configuration rows they edit. */
export const configurationScreens = {
  card: { id: 'cb', show: '/cb', edit: '/cb/edit' },
  banner: { id: 'bandeau', show: '/bandeau', edit: '/bandeau/edit' },
} as const;

/**
 * The card and the banner are rows of the configuration resource with routes of their own: react-admin loads and
 * saves them through the data provider as `configuration` records, and checks access against its descriptor.
 */
export const CONFIGURATION_RESOURCE = 'configuration';
