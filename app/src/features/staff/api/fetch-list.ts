import { type ApiRequest, apiExchange } from '../../../lib/api-client';
import { cachedCopyTime } from '../../../pwa/cached-copy';
import type { Fetched } from './types';

/** GET a back-office list, noting when the reply is the service worker's copy rather than the server's. */
export async function fetchList<T>(
  path: string,
  request: ApiRequest,
  shape: (body: unknown) => T,
): Promise<Fetched<T>> {
  const { body, response } = await apiExchange<unknown>(path, { ...request, auth: true });
  const cachedAt = cachedCopyTime(response)?.getTime();
  return {
    result: shape(body),
    cachedAt: cachedAt !== undefined && !Number.isNaN(cachedAt) ? cachedAt : null,
  };
}
