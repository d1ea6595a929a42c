import type { CurrentCatalogue } from './catalogue/current-catalogue';
import type { Config } from './config';
import type { Database } from './db/database';
import type { Logger } from './logger';
import type { Secrets } from './secrets';

/** What every route and command may use; built once at start and handed down. */
export interface AppContext {
  config: Config;
  db: Database;
  logger: Logger;
  secrets: Secrets;
  /**
   * The catalogue, places and hours of the current version (server/src/catalogue): what pricing,
   * availability, `GET /api/catalogue`, the public pages' heads and the sitemap all read.
   */
  catalogue: CurrentCatalogue;
  /** Asks the e-mail and SMS workers to send what was just queued, instead of waiting for their next poll. */
  wakeOutbox?: () => void;
}
