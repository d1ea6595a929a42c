import { weeklyHoursText } from '../branch-hours';
import { type Branch, type ClinicBranchId, findBranch } from '../branches';
import type { CatalogueBranch } from './catalogue-shapes';

/** A clinic in the shape pages and e-mails read, its hours in words from its weekly hours. */
export function branchOfCatalogue(branch: CatalogueBranch): Branch {
  const geo = findBranch(branch.id)?.geo;
  return {
    id: branch.id as ClinicBranchId,
    name: branch.name,
    areaName: branch.areaName,
    address: branch.address,
    phone: branch.phone,
    hours: weeklyHoursText(branch.hours),
    mapUrl: branch.mapUrl,
    ...(geo ? { geo } : {}),
  };
}
