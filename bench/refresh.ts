import { combine, type LoadResult, runLoad } from './load';

/** What the back-office dashboard asks for every 10 seconds: page 1 of the live bookings, newest first. */
export const REFRESH_PATH = '/api/bookings?page=1&limit=10';

export interface RefreshSide {
  bookings: number;
  /** The JSON answer's size (the API sends JSON uncompressed). */
  bytes: number;
  load: LoadResult;
}

export interface App {
  url: string;
  token: string;
  bookings: number;
}

async function answerBytes(app: App): Promise<number> {
  const response = await fetch(`${app.url}${REFRESH_PATH}`, {
    headers: { authorization: `Bearer ${app.token}` },
  });
  if (!response.ok) throw new Error(`${REFRESH_PATH} answered ${response.status}`);
  return (await response.arrayBuffer()).byteLength;
}

/**
 * The dashboard's refresh against a small clinic's database and a large one, each served by its own
 * instance of the app, in alternating slices so background load falls on both alike. The same code
 * path should cost the same bytes and time whatever the number of bookings.
 */
export async function measureRefresh(apps: [App, App]): Promise<RefreshSide[]> {
  const options = { concurrency: 4, durationMs: 2_000, maxRequests: 200_000, warmupMs: 500 };
  const slices = apps.map(() => [] as Awaited<ReturnType<typeof runLoad>>[]);
  for (let round = 1; round <= 3; round += 1) {
    console.log(`Measuring the dashboard's refresh at two sizes, round ${round} of 3...`);
    for (const [index, app] of apps.entries()) {
      const slice = await runLoad('refresh', app.url, options, () => ({
        method: 'GET',
        path: REFRESH_PATH,
        headers: { authorization: `Bearer ${app.token}` },
      }));
      slices[index]?.push(slice);
    }
  }
  return Promise.all(
    apps.map(async (app, index) => ({
      bookings: app.bookings,
      bytes: await answerBytes(app),
      load: combine(`refresh at ${app.bookings.toLocaleString()} bookings`, slices[index] ?? []),
    })),
  );
}
