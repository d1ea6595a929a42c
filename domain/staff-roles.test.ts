import { describe, expect, it } from 'vitest';
import {
  canSeeBranch,
  isBranchLimited,
  isManagerOrAdmin,
  isStaffRole,
  pickableBranches,
  staffBranches,
} from './staff-roles';

describe('roles by branch', () => {
  it('admits manager beside admin and staff', () => {
    expect(isStaffRole('Manager')).toBe(true);
    expect(isStaffRole('owner')).toBe(false);
    expect(isManagerOrAdmin('manager')).toBe(true);
    expect(isManagerOrAdmin('admin')).toBe(true);
    expect(isManagerOrAdmin('staff')).toBe(false);
  });

  it('limits staff and managers to their branches, never admins', () => {
    const receptionist = { role: 'staff', branches: ['makati'] };
    expect(canSeeBranch(receptionist, 'makati')).toBe(true);
    expect(canSeeBranch(receptionist, 'las-pinas')).toBe(false);
    expect(canSeeBranch({ role: 'manager', branches: ['las-pinas'] }, 'makati')).toBe(false);
    expect(canSeeBranch({ role: 'admin', branches: ['makati'] }, 'las-pinas')).toBe(true);
    expect(staffBranches({ role: 'admin', branches: ['makati'] })).toBeNull();
  });

  it("offers a limited account only its branches, in the pickers' order", () => {
    const ids = ['makati', 'las-pinas', 'quezon-city', 'home'] as const;
    expect(pickableBranches({ role: 'staff', branches: ['quezon-city', 'makati'] }, ids)).toEqual([
      'makati',
      'quezon-city',
    ]);
    expect(pickableBranches({ role: 'staff', branches: [] }, ids)).toEqual([...ids]);
    expect(isBranchLimited({ role: 'manager', branches: ['makati'] })).toBe(true);
    expect(isBranchLimited({ role: 'admin', branches: ['makati'] })).toBe(false);
  });

  it('reads no branches or an empty list as all branches', () => {
    expect(staffBranches({ role: 'staff', branches: null })).toBeNull();
    expect(staffBranches({ role: 'staff', branches: [] })).toBeNull();
    expect(canSeeBranch({ role: 'staff' }, 'online')).toBe(true);
  });
});
