/** Where the contingent screens live under /admin, and the API paths they call (after /backend). */
export const contingentScreens = {
  stock: {
    route: '/contingentHotel/:id/stock',
    path: (hotelId: string | number) => `/contingentHotel/${hotelId}/stock`,
    api: (hotelId: string | number) => `/api/contingent-hotels/${hotelId}/stock`,
  },
  generate: { api: (configId: string | number) => `/api/configcontingents/${configId}/generate` },
  release: { api: (hotelId: string | number) => `/api/contingent-hotels/${hotelId}/retrocessions` },
} as const;
