import { describe, expect, it } from 'vitest';
import { showMaskedLinks } from '../../admin/resources/maillog/maskedLinks.ts';
import { REDACTED_LINK } from '../../entities/maillog.ts';

describe('a logged mail shown in the back office', () => {
  it('shows a masked link as its words and the mark, no longer a link', () => {
    const body = `<p>Bonjour,</p><p><a href="${REDACTED_LINK}" style="color:#1565c0">Autoriser ou refuser</a></p><p><a href="https://booking.example.com/bookings">Mes réservations</a></p>`;
    const shown = showMaskedLinks(body, 'lien personnel');
    expect(shown).toContain('Autoriser ou refuser <em');
    expect(shown).toContain('[lien personnel]</em>');
    expect(shown).not.toContain(`href="${REDACTED_LINK}"`);
    // Links that were never secret stay links.
    expect(shown).toContain('<a href="https://booking.example.com/bookings">Mes réservations</a>');
  });
});
