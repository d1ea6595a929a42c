import { nextTask } from '../../lib/next-task';

/** The consultation page's code in two tasks, as /booking's (see booking-page-in-steps.ts). */
export async function inSteps() {
  await import('./consultation-rules');
  await nextTask();
  return import('./consultation-page');
}
