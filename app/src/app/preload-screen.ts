import { type Screen, screens } from './screens';

/** `/service/:serviceId` matches `/service/anything`; a trailing slash and letter case do not matter. */
export function matchesPath(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  return (
    want.length === got.length &&
    want.every((part, index) => part.startsWith(':') || part.toLowerCase() === got[index]?.toLowerCase())
  );
}

export function screenFor(pathname: string): Screen | undefined {
  return screens.find((candidate) => matchesPath(candidate.path, pathname));
}

/**
 * Starts fetching the opened page's screen, and its first images, while React and the router are
 * still on their way: the screen would otherwise wait until they had arrived and run. A guess that
 * misses costs one early download; the router still decides what renders and handles failures.
 */
export function preloadScreenFor(pathname: string): void {
  const screen = screenFor(pathname);
  if (!screen) return;
  screen.load().catch(() => {});
  for (const href of screen.images ?? []) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = href;
    link.fetchPriority = 'high';
    document.head.append(link);
  }
}
