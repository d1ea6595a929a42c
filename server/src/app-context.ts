import type { CatalogueSnapshot } from '../../domain/catalogue/catalogue-snapshot';
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
  /** The catalogue, places and hours of the current version (server/src/catalogue). */
  catalogue: CurrentCatalogue;
  /** Asks the e-mail worker to send what was just queued, instead of waiting for its next poll. */
  wakeOutbox?: () => void;
  /**
   * The catalogue's current version, as the public pages' heads and the sitemap read it; the
   * catalogue compiled into domain/ when not given (http/compiled-catalogue-source.ts).
   */
  getCatalogue?: () => Promise<CatalogueSnapshot>;
}
