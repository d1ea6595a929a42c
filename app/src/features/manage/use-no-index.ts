import { useEffect } from 'react';

/**
 * A private booking page has no business in search results: while it is open the document carries
 * `<meta name="robots" content="noindex">` (crawlers that run scripts read it), and loses it on leaving.
 */
export function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
