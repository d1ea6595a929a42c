import Router from '@koa/router';
import type { Context } from 'koa';
import {
  branchPatchSchema,
  serviceCreateSchema,
  servicePatchSchema,
  suggestedNeedsSchema,
} from '../../../../domain/schemas/catalogue';
import type { AppContext } from '../../app-context';
import { requireAdmin } from '../../auth/require-admin';
import { currentStaff, requireStaff } from '../../auth/require-staff';
import {
  CATALOGUE_ENCODINGS,
  type CatalogueEncoding,
  type CatalogueSnapshot,
} from '../../catalogue/current-catalogue';
import { applySuggestedNeeds } from '../../commands/apply-suggested-needs';
import { createCatalogueService } from '../../commands/create-catalogue-service';
import { updateBranch } from '../../commands/update-branch';
import { updateCatalogueService } from '../../commands/update-catalogue-service';
import { actorName } from '../../presenters/user';
import { catalogueHistory } from '../../queries/catalogue-history';
import { parseInput } from '../../validation/parse';

/**
 * Fresh for 20 s, then served stale for up to 30 s more while the browser revalidates (a 304 when
 * nothing changed): with the server's own check every few seconds (CATALOGUE_CHECK_SECONDS, 5 by
 * default) an edit reaches a visitor within a minute.
 */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=20, stale-while-revalidate=30';

/** If-None-Match compares weakly (RFC 9110 13.1.2): `W/"x"` matches `"x"`, and `*` matches anything. */
export function matchesEtag(header: string, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * The coding of the current version a revalidating client already holds: any of the three is the
 * same JSON, so it is up to date; the 304 names that one, so a cache freshens what it stored.
 */
/**
 * The smallest coding the client accepts: Brotli, then gzip (browsers list `gzip, deflate, br` with
 * equal weight, where negotiation alone would pick the first they name), else none.
 */
function codingFor(ctx: Context): CatalogueEncoding {
  return CATALOGUE_ENCODINGS.find((coding) => ctx.acceptsEncodings(coding) === coding) ?? 'identity';
}

function heldEncoding(snapshot: CatalogueSnapshot, header: string): CatalogueEncoding | undefined {
  return CATALOGUE_ENCODINGS.find((encoding) => matchesEtag(header, snapshot.encoded[encoding].etag));
}

const HISTORY_LIMIT = 50;
const MAX_HISTORY_LIMIT = 200;

function historyLimit(ctx: Context): number {
  const asked = Number(ctx.query.limit);
  return Number.isInteger(asked) && asked > 0 ? Math.min(asked, MAX_HISTORY_LIMIT) : HISTORY_LIMIT;
}

function queryText(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value.slice(0, 100) : undefined;
}

/** The catalogue and places: public read with an ETag, staff read the history, admins edit. */
export function catalogueRoutes(context: AppContext): Router {
  const router = new Router({ prefix: '/catalogue' });
  const knex = context.db.knex;
  const staff = requireStaff(context);
  const admin = requireAdmin(context);

  // Bytes made once per version (current-catalogue.ts); nothing here serializes or compresses.
  router.get('/', async (ctx) => {
    const snapshot = await context.catalogue.snapshot();
    const encoding = codingFor(ctx);
    ctx.set('Cache-Control', CATALOGUE_CACHE_CONTROL);
    ctx.vary('Accept-Encoding');
    const held = heldEncoding(snapshot, ctx.get('If-None-Match'));
    if (held) {
      ctx.set('ETag', snapshot.encoded[held].etag);
      ctx.status = 304;
      return;
    }
    const answer = snapshot.encoded[encoding];
    ctx.set('ETag', answer.etag);
    if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
    ctx.type = 'application/json';
    ctx.body = answer.bytes;
  });

  router.get('/history', staff, async (ctx) => {
    const entity = queryText(ctx.query.entity);
    ctx.body = {
      data: await catalogueHistory(knex, {
        entity: entity === 'service' || entity === 'branch' ? entity : undefined,
        entityId: queryText(ctx.query.entityId),
        limit: historyLimit(ctx),
      }),
    };
  });

  router.post('/services', admin, async (ctx) => {
    const input = parseInput(serviceCreateSchema, ctx.request.body);
    const data = await createCatalogueService(knex, input, actorName(currentStaff(ctx)));
    await context.catalogue.reload();
    ctx.status = 201;
    ctx.body = { data };
  });

  router.patch('/services/:id', admin, async (ctx) => {
    const patch = parseInput(servicePatchSchema, ctx.request.body);
    const data = await updateCatalogueService(knex, ctx.params.id ?? '', patch, actorName(currentStaff(ctx)));
    await context.catalogue.reload();
    ctx.body = { data };
  });

  /** Issue 26 item 2: the treatments given the needs domain/ suggests (suggested-needs.ts). */
  router.post('/needs/suggested', admin, async (ctx) => {
    const { serviceIds } = parseInput(suggestedNeedsSchema, ctx.request.body ?? {});
    const changed = await applySuggestedNeeds(knex, serviceIds, actorName(currentStaff(ctx)));
    await context.catalogue.reload();
    ctx.body = { data: { changed } };
  });

  router.patch('/branches/:id', admin, async (ctx) => {
    const patch = parseInput(branchPatchSchema, ctx.request.body);
    const data = await updateBranch(knex, ctx.params.id ?? '', patch, actorName(currentStaff(ctx)));
    await context.catalogue.reload();
    ctx.body = { data };
  });

  return router;
}
