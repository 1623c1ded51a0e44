import { Box, Typography } from '@mui/material';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/**
 * A box that scrolls its wide content sideways (a table of 30 days), and says so while there is more to see: a shadow
 * on the edge that hides days and a line under it, since overlay scrollbars show nothing until scrolled. Scrolling,
 * it is a named region that takes the focus, so the arrow keys scroll it too.
 */
export function SideScroll({ hint, children }: { hint: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ before: false, after: false });
  useLayoutEffect(() => {
    const element = box.current!;
    const measure = () => {
      const before = element.scrollLeft > 1;
      const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEdges((previous) => (previous.before === before && previous.after === after ? previous : { before, after }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, []);
  const scrolls = edges.before || edges.after;
  return (
    <>
      <Box sx={{ position: 'relative' }}>
        <Box
          ref={box}
          {...(scrolls && { tabIndex: 0, role: 'region', 'aria-label': hint })}
          data-side-scroll={scrolls ? 'true' : 'false'}
          sx={{
            overflowX: 'auto',
            maxWidth: '100%',
            scrollbarWidth: 'thin',
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          {children}
        </Box>
        {edges.after && (
          <Box
            aria-hidden
            data-testid="side-scroll-shadow"
            sx={{
              position: 'absolute',
              top: 0,
              right: 0,
              bottom: 0,
              width: 32,
              pointerEvents: 'none',
              background: 'linear-gradient(to left, rgba(0, 0, 0, 0.18), rgba(0, 0, 0, 0))',
            }}
          />
        )}
      </Box>
      {scrolls && (
        <Typography variant="caption" component="p" color="text.secondary" data-testid="side-scroll-hint" sx={{ mt: 0.5 }}>
          {hint}
        </Typography>
      )}
    </>
  );
}
