import type { Knex } from 'knex';
import { serviceArtwork } from '../../../domain/catalogue/artwork';
import { type CatalogueService, DEFAULT_NEEDS } from '../../../domain/catalogue/catalogue-shapes';
import type { CategoryId } from '../../../domain/categories';
import type { ServiceCreate } from '../../../domain/schemas/catalogue';
import { serviceWrite } from '../catalogue/catalogue-rows';
import { bumpCatalogueVersion, recordCatalogueChange } from './catalogue-edit';
import { checkCategory, definedOnly } from './update-catalogue-service';

/** A new treatment: active, one room per visit, its category's artwork, no promos until given. */
function newService(input: ServiceCreate): CatalogueService {
  return {
    ...serviceArtwork(input.category as CategoryId, 0),
    shortDescription: '',
    longDescription: '',
    slogan: '',
    benefits: [],
    inquireForPromos: true,
    transferable: false,
    noExpiration: false,
    featured: false,
    homeService: false,
    clinicOnly: false,
    active: true,
    needs: DEFAULT_NEEDS.map((need) => ({ ...need })),
    promos: [],
    ...(definedOnly(input) as ServiceCreate),
  } as CatalogueService;
}

/** Adds a treatment at the end of the catalogue; an id already taken is 409 (unique violation). */
export async function createCatalogueService(
  db: Knex,
  input: ServiceCreate,
  actor: string,
): Promise<CatalogueService> {
  return db.transaction(async (trx) => {
    const version = await bumpCatalogueVersion(trx);
    await checkCategory(trx, input.category);
    const service = newService(input);
    const last = await trx('catalogue_services').max<{ max: number | null }>('position as max').first();
    await trx('catalogue_services').insert({
      ...serviceWrite(service),
      position: Number(last?.max ?? -1) + 1,
      updated_by: actor,
    });
    await recordCatalogueChange(trx, {
      version,
      entity: 'service',
      entityId: service.id,
      actor,
      before: null,
      after: service,
    });
    return service;
  });
}
