import type { Role } from '@packdex/shared/constants';
import type { AdminUser, AdminUserListResponse, AdminUserUpdateBody } from '@packdex/shared/schemas/admin';
import { ADMIN_USERS_PAGE_SIZE } from '@packdex/shared/schemas/admin';
import type { Transact } from '../../db/schema.ts';
import type { UserRow } from '../../db/tables/users.table.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { paginationOf } from '../../lib/paging.ts';
import { now, toIso } from '../../lib/time.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { roleOf, toUser, type Viewer } from '../users/users.service.ts';

/** The admin view of an account: the API's user plus suspension and last activity. */
function toAdminUser(row: UserRow, lastSeenAt: string | Date | null): AdminUser {
  return { ...toUser(row), suspendedAt: toIso(row.suspended_at), lastSeenAt: toIso(lastSeenAt) };
}

interface Deps {
  transact: Transact;
  users: Pick<
    UsersRepository,
    'findById' | 'listForAdmin' | 'lastSeenAt' | 'update' | 'bumpTokenVersion' | 'lockAdmins'
  >;
  audit: Pick<AuditService, 'record'>;
}

/**
 * Account management for admins (docs/product.md#admin): the list, admin role and suspension.
 * Every change is written to the audit log in the same transaction as the change.
 */
export function adminUsersService({ transact, users, audit }: Deps) {
  return {
    async list(page: number, search: string | undefined): Promise<AdminUserListResponse> {
      const { rows, total } = await users.listForAdmin(search || undefined, { page, limit: ADMIN_USERS_PAGE_SIZE });
      return {
        users: rows.map((r) => toAdminUser(r, r.last_seen_at ?? null)),
        pagination: paginationOf(page, ADMIN_USERS_PAGE_SIZE, total),
      };
    },

    async update(admin: Viewer, id: number, change: AdminUserUpdateBody): Promise<AdminUser> {
      // An admin locking themselves out would leave nobody to undo it.
      if (id === admin.id && change.isAdmin === false) throw conflict('You cannot remove your own admin role');
      if (id === admin.id && change.suspended === true) throw conflict('You cannot suspend your own account');
      const row = await transact(async (trx) => {
        const before = await users.findById(id, trx);
        if (!before) throw notFound('User not found');
        const wasAdmin = before.is_admin === 1;
        const wasSuspended = before.suspended_at !== null;
        const isAdmin = change.isAdmin ?? wasAdmin;
        const suspended = change.suspended ?? wasSuspended;
        if (isAdmin === wasAdmin && suspended === wasSuspended) return before;

        const at = now();
        // Granting admin gives the admin role; revoking it leaves a member (PUT …/role sets the others).
        const role = isAdmin === wasAdmin ? before.role : isAdmin ? 'admin' : 'user';
        let after = await users.update(
          id,
          { is_admin: isAdmin ? 1 : 0, role, suspended_at: suspended ? (before.suspended_at ?? at) : null },
          trx,
        );
        // Suspension ends every session at once, not just when the token expires.
        if (suspended && !wasSuspended) after = await users.bumpTokenVersion(id, trx);
        const actions: string[] = [];
        if (isAdmin !== wasAdmin) actions.push(isAdmin ? 'grant-admin' : 'revoke-admin');
        if (suspended !== wasSuspended) actions.push(suspended ? 'suspend' : 'unsuspend');
        for (const action of actions)
          await audit.record(
            {
              actor: admin,
              action,
              entity: 'user',
              entityId: id,
              label: before.email,
              before: { isAdmin: wasAdmin, suspended: wasSuspended },
              after: { isAdmin, suspended },
            },
            trx,
          );
        return after;
      });
      return toAdminUser(row, await users.lastSeenAt(id));
    },

    /**
     * Sets the account's role (docs/security.md, "Staff roles"), written to the audit log. The site
     * keeps at least one admin: the last one cannot be demoted (an admin may step down while
     * another admin remains).
     */
    async setRole(admin: Viewer, id: number, role: Role): Promise<AdminUser> {
      const row = await transact(async (trx) => {
        const admins = await users.lockAdmins(trx);
        const before = await users.findById(id, trx);
        if (!before) throw notFound('User not found');
        const was = roleOf(before);
        if (was === role) return before;
        if (was === 'admin' && admins.filter((a) => a !== id).length === 0)
          throw conflict('The site needs at least one admin: make another account admin first');
        const after = await users.update(id, { role, is_admin: role === 'admin' ? 1 : 0 }, trx);
        await audit.record(
          {
            actor: admin,
            action: 'set-role',
            entity: 'user',
            entityId: id,
            label: before.email,
            before: { role: was },
            after: { role },
          },
          trx,
        );
        return after;
      });
      return toAdminUser(row, await users.lastSeenAt(id));
    },
  };
}
export type AdminUsersService = ReturnType<typeof adminUsersService>;
