import { PRODUCT_NAME } from '@domain/brand';
import { pageTitle } from '@domain/seo/page-title';
import { useEffect } from 'react';

/** The title a page asked for in its last render on the server (the prerender reads it). */
let prerenderedTitle = PRODUCT_NAME;

/**
 * Sets the document title as the server's page head names the same page (domain/seo/page-title.ts):
 * a page passes the title the domain gives it, so the open tab and a shared link agree.
 */
export function usePageTitle(title?: string): void {
  if (typeof document === 'undefined') prerenderedTitle = pageTitle(title);
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}

/** The title of the page just rendered on the server, reset for the next one. */
export function takePrerenderedTitle(): string {
  const title = prerenderedTitle;
  prerenderedTitle = PRODUCT_NAME;
  return title;
}
