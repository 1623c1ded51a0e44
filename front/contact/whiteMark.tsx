import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { apiFetch } from '../../common/api.ts';
import { t } from '../../common/i18n/index.ts';
import { loadState, saveState } from '../../common/storage.ts';
import type { Identity } from '../../entities/identity.ts';
import type { MyWhiteMark, OwnWhiteMark } from '../../entities/whiteMarkReplies.ts';

/** The company's own name, logo and contacts, shown instead of the agency's (server/company/whiteMark.ts). */
export type WhiteMark = OwnWhiteMark;

// One request per company and page load: every page of the front office frames itself with it.
const cache = new Map<number, Promise<WhiteMark | null>>();

function load(companyId: number): Promise<WhiteMark | null> {
  if (!cache.has(companyId)) {
    cache.set(
      companyId,
      apiFetch<MyWhiteMark>('/api/me/white-mark').then(
        // null: the company is not white-labelled, the agency's contacts apply.
        ({ data }) => remember(companyId, data.mark),
        // A failure frames the page with the agency's contacts meanwhile, and asks again on the next page.
        () => {
          cache.delete(companyId);
          return null;
        },
      ),
    );
  }
  return cache.get(companyId)!;
}

type Known = { companyId: number; mark: WhiteMark | null };

/**
 * The last white label seen is kept in client state and framed at once on the next page load, the server being asked
 * again meanwhile: a brand or logo arriving after the bar is drawn would shift its menu sideways.
 */
function remember(companyId: number, mark: WhiteMark | null) {
  saveState('whiteMark', { companyId, mark } satisfies Known);
  return mark;
}

/** The white label of the signed-in user's company, or null (not white-labelled, or not known yet). */
export function useWhiteMark(identity: Identity | null): WhiteMark | null {
  const companyId = identity?.company?.id ?? null;
  const [mark, setMark] = useState<Known | null>(() => loadState<Known>('whiteMark') ?? null);
  useEffect(() => {
    if (companyId === null) return;
    let current = true;
    void load(companyId).then((result) => current && setMark({ companyId, mark: result }));
    return () => {
      current = false;
    };
  }, [companyId]);
  return mark && mark.companyId === companyId ? mark.mark : null;
}

/**
 * The contact strip under every front-office page: the company's phone, emergency number, email and opening hours
 * in white-label mode, the agency contact of the company otherwise.
 */
export function ContactStrip({ identity, mark }: { identity: Identity; mark: WhiteMark | null }) {
  const agency = identity.contactBBA;
  const lines = mark
    ? [
        mark.phone && { key: 'phone', text: t('stats.contact.phone', { phone: mark.phone }), href: `tel:${mark.phone.replace(/[^+\d]/g, '')}` },
        mark.emergency_phone && {
          key: 'emergency',
          text: t('stats.contact.emergency', { phone: mark.emergency_phone }),
          href: `tel:${mark.emergency_phone.replace(/[^+\d]/g, '')}`,
        },
        mark.email && { key: 'email', text: t('stats.contact.email', { email: mark.email }), href: `mailto:${mark.email}` },
        mark.opening_hours && { key: 'hours', text: t('stats.contact.hours', { hours: mark.opening_hours }) },
      ]
    : [
        agency?.phone && { key: 'phone', text: t('stats.contact.phone', { phone: agency.phone }), href: `tel:${agency.phone.replace(/[^+\d]/g, '')}` },
        agency?.email && { key: 'email', text: t('stats.contact.email', { email: agency.email }), href: `mailto:${agency.email}` },
      ];
  const shown = lines.filter((line): line is { key: string; text: string; href?: string } => Boolean(line));
  if (!shown.length) return null;
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', mt: 2 }} data-testid="contact-strip">
      <Container maxWidth="lg" sx={{ py: 2 }}>
        <Typography variant="subtitle2" component="h2">
          {t('stats.contact.title')} · {mark ? mark.company : agency?.name ? `${t('stats.contact.agency')} (${agency.name})` : t('stats.contact.agency')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
          {shown.map((line) => (
            <Typography key={line.key} variant="body2" color="text.secondary" data-testid={`contact-${line.key}`} sx={{ overflowWrap: 'anywhere' }}>
              {line.href ? (
                <Link href={line.href} color="inherit">
                  {line.text}
                </Link>
              ) : (
                line.text
              )}
            </Typography>
          ))}
        </Stack>
      </Container>
    </Box>
  );
}
