import {
  newStaffAccountSchema,
  staffAccountChangeSchema,
  staffAccountListSchema,
  staffAccountResponseSchema,
} from '../../../domain/schemas/staff-users';
import { type Operation, operation } from './operations';

type JsonSchema = Record<string, unknown>;

/** Schemas this part of the API adds to `components.schemas`. */
export const STAFF_USER_REQUESTS = {
  NewStaffAccount: newStaffAccountSchema,
  StaffAccountChange: staffAccountChangeSchema,
};
export const STAFF_USER_RESPONSES = {
  StaffAccountList: staffAccountListSchema,
  StaffAccountResponse: staffAccountResponseSchema,
};

/** Sign-out and the admin's account management (admins only: staff get 403). */
export function staffUserPaths(idParam: JsonSchema): Record<string, Record<string, Operation>> {
  return {
    '/api/auth/logout': {
      post: operation('Sign out: ends this token on the server (204, no body)', {
        staff: true,
        ok: [204, { type: 'null' }],
      }),
    },
    '/api/staff-users': {
      get: operation('Back-office accounts (admin)', { staff: true, ok: [200, 'StaffAccountList'] }),
      post: operation('Add an account (admin)', {
        staff: true,
        body: 'NewStaffAccount',
        ok: [201, 'StaffAccountResponse'],
        errors: [409],
      }),
    },
    '/api/staff-users/{id}': {
      patch: operation(
        'Rename, change role or reset password (admin); a role or password change ends its sessions',
        {
          staff: true,
          parameters: [idParam],
          body: 'StaffAccountChange',
          ok: [200, 'StaffAccountResponse'],
          errors: [404, 409],
        },
      ),
      delete: operation('Remove an account (admin); its sessions end', {
        staff: true,
        parameters: [idParam],
        ok: [200, 'StaffAccountResponse'],
        errors: [404, 409],
      }),
    },
  };
}
