import type { Locator, Page } from 'playwright-core';
import { type BrowserSession, DESKTOP, openBrowser } from './browser';
import { type Account, type BackOfficeServer, E2E_SECRETS, signInThroughForm } from './staff';

/**
 * Time for one desk journey: 2-7 s on a quiet machine, but the journeys share two cores with the
 * other engineers' builds and tests, where the same steps run many times slower.
 */
export const DESK_JOURNEY_MS = 180_000;

export interface DeskWidth {
  /** For test names and screenshot files: '1280' or '820'. */
  name: string;
  viewport: { width: number; height: number };
  /** The tablet is used by finger: its journeys tap. */
  touch: boolean;
}

/** The two desks of issue 16: a 1280 px screen with a mouse and an 820 px touch tablet. */
export const DESK_WIDTHS: readonly DeskWidth[] = [
  { name: '1280', viewport: DESKTOP, touch: false },
  { name: '820', viewport: { width: 820, height: 1180 }, touch: true },
];

export interface Desk extends BrowserSession {
  width: DeskWidth;
  /** A click with the mouse, or a tap on the tablet. */
  press(target: Locator): Promise<void>;
  /**
   * In the code prompt titled `title`: types the update or delete code, presses `submit` and waits
   * until the prompt has closed (the server took the code and the change).
   */
  enterCode(title: string, code: 'update' | 'delete', submit: string): Promise<void>;
}

/** A fresh browser at the desk's width, signed in as `account` through the real form, on the dashboard. */
export async function openDesk(server: BackOfficeServer, account: Account, width: DeskWidth): Promise<Desk> {
  const session = await openBrowser({ viewport: width.viewport, hasTouch: width.touch });
  const page: Page = session.page;
  const press = (target: Locator) => (width.touch ? target.tap() : target.click());
  await page.goto(`${server.url}/login`);
  await signInThroughForm(page, account);
  await page.waitForURL(`${server.url}/admin`);
  await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
  return {
    ...session,
    width,
    press,
    async enterCode(title, code, submit) {
      const prompt = page.getByRole('dialog', { name: title, exact: true });
      await prompt
        .getByLabel(code === 'update' ? 'Update code' : 'Delete code')
        .fill(code === 'update' ? E2E_SECRETS.updateCode : E2E_SECRETS.deleteCode);
      await press(prompt.getByRole('button', { name: submit, exact: true }));
      await prompt.waitFor({ state: 'detached', timeout: 30_000 });
    },
  };
}

/**
 * The buttons, button-like links and checkboxes inside `scope` that a finger would miss: smaller
 * than 44 px either way (a checkbox counts by its label; links inside text are exempt, as in WCAG
 * 2.5.8). Each as 'name: WxH'.
 */
export function smallTouchTargets(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('button, a.staff-button, a.button, input[type="checkbox"]')]
      .map((target) => {
        const box = (target.closest('label') ?? target).getBoundingClientRect();
        const name = target.textContent?.trim() || target.getAttribute('aria-label') || target.tagName;
        return { name, box };
      })
      .filter(({ box }) => box.width > 0 && (box.height < 44 || box.width < 44))
      .map(({ name, box }) => `${name}: ${Math.round(box.width)}x${Math.round(box.height)}`),
  );
}
