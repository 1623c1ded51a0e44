import { describe, expect, it } from 'vitest';
import { eventTitle } from '../../server/documents/ics.ts';

describe('the calendar event’s title', () => {
  it('names the hotel once, with “Hôtel” before a name that does not say it', () => {
    expect(eventTitle('Hôtel Le Cèdre Lyon', 'BK500001')).toBe('Hôtel Le Cèdre Lyon (BK500001)');
    expect(eventTitle('hotel du Parc', 'BK1')).toBe('hotel du Parc (BK1)');
    expect(eventTitle('Le Cèdre', 'BK2')).toBe('Hôtel Le Cèdre (BK2)');
    // A word that only starts like it is not the word.
    expect(eventTitle('Hotellerie du Lac', 'BK3')).toBe('Hôtel Hotellerie du Lac (BK3)');
  });
});
