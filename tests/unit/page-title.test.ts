import { describe, expect, it } from 'vitest';
import { pageTitle } from '../../common/pageTitle.ts';

describe("a page's tab title says where the user is", () => {
  it("is the page's heading, then the site's name", () => {
    expect(pageTitle('Mes réservations', 'Réservation hôtelière')).toBe('Mes réservations – Réservation hôtelière');
    expect(pageTitle('My bookings', 'Hotel booking')).toBe('My bookings – Hotel booking');
  });

  it('reads the heading as one line, without the spaces of its layout', () => {
    expect(pageTitle('  Réservation\n   BK100001 ', 'Back-office')).toBe('Réservation BK100001 – Back-office');
  });

  it("is the site's name alone before a heading shows, or where the heading is the site's name", () => {
    expect(pageTitle(null, 'Espace hôtels')).toBe('Espace hôtels');
    expect(pageTitle('   ', 'Espace hôtels')).toBe('Espace hôtels');
    expect(pageTitle('Réservation hôtelière', 'Réservation hôtelière')).toBe('Réservation hôtelière');
  });
});
