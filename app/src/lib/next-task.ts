/** Resolves in a task of its own, so the browser can paint and answer taps in between. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
