import type { ApiModule } from '../../lib/wiring.ts';
import { adminUsersRoutes } from './admin-users.routes.ts';
import { adminUsersService } from './admin-users.service.ts';

/** Admins' list of accounts, roles and bans. */
export const adminUsersModule: ApiModule = {
  name: 'admin-users',
  register: async (api, { transact, usersRepository: users, auditService: audit }) => {
    await api.register(adminUsersRoutes(adminUsersService({ transact, users, audit })));
  },
};
