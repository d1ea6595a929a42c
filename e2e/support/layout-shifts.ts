import type { BrowserContext, Page } from 'playwright-core';

/**
 * Records every layout shift inside `within` that no key or tap explains: the visit's CLS, as readable
 * lines (value, time, width, and where each moved node went from and to). By default `within` is
 * `main`, the page's own content: the header's chrome is not the page's doing.
 *
 * A shift is the input's doing only when it comes in the first frame drawn after a key or tap: that
 * frame shows what the input's own task rendered. The browser's `hadRecentInput` (within 500 ms of
 * the input) is not used. On a machine starved of CPU the frame that shows a keystroke's own render
 * can come more than 500 ms after the key, and it is still that key's doing; on a quick one, a list
 * deferred to a render of its own 100 ms later is not the key's doing (a deliberate 100 ms delay of
 * the treatments' list fails the search journey under this rule and passed under the browser's).
 */
export async function watchLayoutShifts(
  context: BrowserContext,
  { within = 'main' }: { within?: string } = {},
): Promise<void> {
  await context.addInitScript((scope: string) => {
    const shifts: string[] = [];
    Object.assign(window, { unexplainedShifts: shifts });
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    type Shift = PerformanceEntry & { value: number; sources: Source[] };

    // When each key or tap was handled, and when each frame began (a frame's shifts are stamped
    // after its animation callbacks have run). The observer is told of a shift later, when more keys
    // may have come, so the times are kept (the last few hundred) rather than a count.
    const inputs: number[] = [];
    const frames: number[] = [];
    const keep = (times: number[]) => {
      times.push(performance.now());
      if (times.length > 500) times.splice(0, 100);
    };
    for (const type of ['keydown', 'beforeinput', 'input', 'pointerdown']) {
      addEventListener(type, () => keep(inputs), true);
    }
    const frame = () => {
      keep(frames);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    const inFirstFrameAfterInput = (time: number) => {
      const input = inputs.findLast((handled) => handled < time);
      if (input === undefined) return false;
      return frames.filter((began) => began > input && began < time).length <= 1;
    };

    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        // Below a thousandth of the screen: sub-pixel rounding, not something a person sees move.
        if (entry.value < 0.001) continue;
        if (inFirstFrameAfterInput(entry.startTime)) continue;
        const inPage = entry.sources.filter(
          (source) => source.node && document.querySelector(scope)?.contains(source.node),
        );
        if (inPage.length === 0) continue;
        const at = (rect: DOMRectReadOnly) => `${Math.round(rect.x)},${Math.round(rect.y)}`;
        const nodes = inPage.map(
          (source) =>
            `${(source.node as Element).className} ${at(source.previousRect)}→${at(source.currentRect)}`,
        );
        shifts.push(
          `${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms, ${innerWidth} px: ${nodes.join('; ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, within);
}

/** The shifts `watchLayoutShifts` has recorded on the page since it was opened. */
export function unexplainedShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { unexplainedShifts: string[] }).unexplainedShifts);
}
