import { describe, expect, it } from 'vitest';
import { BRANCHES } from '../branches';
import { applyPatch, clinicsOf, patchFrom, patchScriptText } from './catalogue-patch';
import { compiledCatalogue } from './catalogue-seed';
import type { Catalogue } from './catalogue-shapes';

describe('the catalogue a page carries', () => {
  const base = compiledCatalogue();

  it('is empty when nothing changed but the version', () => {
    const patch = patchFrom(base, { ...compiledCatalogue(), version: 1 });
    expect(patch).toEqual({ version: 1, services: [], branches: [] });
    expect(applyPatch(base, patch)).toEqual({ ...base, version: 1 });
  });

  it('carries only the edited and added treatments and places, and rebuilds the whole', () => {
    const [first, second] = base.services;
    if (!first || !second) throw new Error('no services');
    const added = { ...first, id: 'new-laser', name: 'New Laser' };
    const current: Catalogue = {
      ...base,
      version: 9,
      services: [
        { ...first, price: 1234 },
        ...base.services
          .slice(1)
          .map((service) => (service.id === second.id ? { ...service, active: false } : service)),
        added,
      ],
      branches: base.branches.map((branch, index) =>
        index === 0 ? { ...branch, address: 'New address' } : branch,
      ),
    };
    const patch = patchFrom(base, current);
    expect(patch.services.map((service) => service.id)).toEqual([first.id, second.id, 'new-laser']);
    expect(patch.branches).toHaveLength(1);
    expect(patch.order).toBeUndefined();
    expect(applyPatch(base, patch)).toEqual(current);
  });

  it('keeps the clinic’s order when it is not the compiled one', () => {
    const current: Catalogue = { ...base, version: 3, services: [...base.services].reverse() };
    const patch = patchFrom(base, current);
    expect(patch.services).toEqual([]);
    expect(applyPatch(base, patch).services.map((s) => s.id)).toEqual(current.services.map((s) => s.id));
  });

  it('cannot close the script element it is written into', () => {
    const [first] = base.services;
    if (!first) throw new Error('no services');
    const current = {
      ...base,
      version: 2,
      services: [{ ...first, name: '</script><b>x' }, ...base.services.slice(1)],
    };
    expect(patchScriptText(patchFrom(base, current))).not.toContain('</script>');
    expect(JSON.parse(patchScriptText(patchFrom(base, current))).services[0].name).toBe('</script><b>x');
  });

  it('words the compiled clinics exactly as the pages compiled them (a page without clinic changes hydrates on those)', () => {
    expect(clinicsOf(base)).toEqual(BRANCHES);
  });

  it('carries the clinics worded when one changed, so a page needs no code to word hours', () => {
    const current: Catalogue = {
      ...base,
      version: 4,
      branches: base.branches.map((branch) =>
        branch.id === 'makati' && branch.hours.sat
          ? { ...branch, hours: { ...branch.hours, sat: { opens: '10:00', closes: '18:00' } } }
          : branch,
      ),
    };
    const makati = patchFrom(base, current).clinics?.find((clinic) => clinic.id === 'makati');
    expect(makati?.hours).not.toBe(BRANCHES.find((clinic) => clinic.id === 'makati')?.hours);
    expect(makati?.hours).toContain('6:00 PM');
  });

  it('counts a treatment read back with its fields in another order, or an undefined field, as unchanged', () => {
    const reordered: Catalogue = {
      ...base,
      version: 5,
      // Fields reversed, and a field no compiled treatment has, present as undefined.
      services: base.services.map(
        (service) =>
          Object.fromEntries(
            Object.entries({ ...service, readBack: undefined }).reverse(),
          ) as unknown as typeof service,
      ),
    };
    expect(patchFrom(base, reordered)).toEqual({ version: 5, services: [], branches: [] });
  });
});
