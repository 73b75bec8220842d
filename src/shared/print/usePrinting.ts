import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

const printQuery = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia('print') : undefined;

/**
 * Whether the page is being printed: content made only for paper is rendered then, and not
 * kept hidden in the page the rest of the time. The update is flushed before the browser lays
 * out the printed page.
 */
export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(() => printQuery()?.matches ?? false);
  useEffect(() => {
    const start = () => flushSync(() => setPrinting(true));
    const end = () => setPrinting(false);
    const query = printQuery();
    const change = (event: MediaQueryListEvent) => (event.matches ? start() : end());
    window.addEventListener('beforeprint', start);
    window.addEventListener('afterprint', end);
    query?.addEventListener('change', change);
    return () => {
      window.removeEventListener('beforeprint', start);
      window.removeEventListener('afterprint', end);
      query?.removeEventListener('change', change);
    };
  }, []);
  return printing;
}
