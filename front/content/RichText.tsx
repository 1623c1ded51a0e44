import { Box, Link } from '@mui/material';
import { createElement, type ReactNode } from 'react';

/** The tags an agency's rich text may use; any other element is replaced by its text. */
const ALLOWED = new Set(['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'span', 'div']);
const SAFE_HREF = /^(https?:|mailto:|tel:|\/(?!\/))/i;

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  const children = Array.from(element.childNodes, toReact);
  if (tag === 'a') {
    const href = element.getAttribute('href') ?? '';
    return SAFE_HREF.test(href) ? (
      <Link key={key} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </Link>
    ) : (
      <span key={key}>{children}</span>
    );
  }
  if (tag === 'br') return <br key={key} />;
  // Scripts, styles, frames and forms never reach the page, not even as text.
  if (['script', 'style', 'iframe', 'object', 'embed', 'form', 'template'].includes(tag)) return null;
  if (!ALLOWED.has(tag)) return <span key={key}>{children}</span>;
  return createElement(tag, { key }, ...children);
}

/**
 * HTML written in the back office (news, help), shown as React elements built from an allow-list: no attribute but a
 * safe link address survives, so no script or style of the text can run in the page.
 */
export function RichText({ html, testId }: { html: string | null | undefined; testId?: string }) {
  if (!html) return null;
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return (
    <Box data-testid={testId} sx={{ overflowWrap: 'anywhere', '& p': { my: 1 }, '& > :first-of-type': { mt: 0 }, '& ul, & ol': { pl: 3 } }}>
      {Array.from(body.childNodes, toReact)}
    </Box>
  );
}
