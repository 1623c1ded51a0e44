/** The demo login of each role, listed in README.md. */
export const DEMO_PASSWORD = 'Demo-2026!';

export const DEMO_ACCOUNTS = [
  { role: 'admin', email: 'admin@agence-demo.fr', roles: ['ROLE_ADMIN', 'ROLE_BBA_ADMIN'], first_name: 'Alice', last_name: 'Martin', company: null },
  { role: 'agent', email: 'agent@agence-demo.fr', roles: ['ROLE_BBA_AGENT'], first_name: 'Bruno', last_name: 'Petit', company: null },
  {
    role: 'manager',
    email: 'manager@acme-demo.fr',
    roles: ['ROLE_MANAGER', 'ROLE_USER'],
    first_name: 'Claire',
    last_name: 'Durand',
    company: 'Acme Industries',
  },
  { role: 'user', email: 'user@acme-demo.fr', roles: ['ROLE_USER'], first_name: 'David', last_name: 'Leroy', company: 'Acme Industries' },
  { role: 'accountant', email: 'accountant@acme-demo.fr', roles: ['ROLE_ACCOUNTANT'], first_name: 'Emma', last_name: 'Moreau', company: 'Acme Industries' },
  // A company that books without any manager validation and without purchase orders.
  { role: 'initech user', email: 'user@initech-demo.fr', roles: ['ROLE_USER'], first_name: 'Hélène', last_name: 'Garcia', company: 'Initech Services' },
  { role: 'hotel', email: 'hotel@hotel-demo.fr', roles: ['ROLE_HOTEL'], first_name: 'Fabien', last_name: 'Roux', company: null },
  {
    role: 'hotel admin',
    email: 'hotel-admin@hotel-demo.fr',
    roles: ['ROLE_ADMIN_HOTEL', 'ROLE_HOTEL'],
    first_name: 'Gaëlle',
    last_name: 'Fournier',
    company: null,
  },
] as const;
