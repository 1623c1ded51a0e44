/** Where the per-company configuration screens live under /admin, and the API paths they call (after /backend). */
export const companyScreens = {
  whiteMark: {
    route: '/company/:id/white-mark',
    path: (id: string | number) => `/company/${id}/white-mark`,
    api: (id: string | number) => `/api/companies/${id}/white-mark`,
  },
  travelPolicy: {
    route: '/company/:id/travel-policy',
    path: (id: string | number) => `/company/${id}/travel-policy`,
    api: (id: string | number) => `/api/companies/${id}/travel-policy`,
  },
} as const;
