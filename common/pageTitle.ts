/** The tab's title of a page: its heading, then the site's name ("Mes réservations – Réservation hôtelière"). */
export function pageTitle(heading: string | null | undefined, siteName: string): string {
  const text = (heading ?? '').replace(/\s+/g, ' ').trim();
  // A page headed by the site's own name (react-admin's default title) would repeat it.
  return text && text !== siteName ? `${text} – ${siteName}` : siteName;
}

/**
 * The text a sighted user reads in a heading or a label, less what is hidden from everyone (MUI's required asterisk, icons) and
 * what is only for screen readers: the same words for the tab and for the announcement.
 */
export function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"], svg').forEach((node) => node.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}
