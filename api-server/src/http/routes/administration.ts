import type { FastifyInstance } from 'fastify';
import { endpoints } from '@doorline/api-client';
import {
  createRole,
  permissionList,
  roleDetails,
  roleList,
  roleTrail,
  setRoleStatus,
  updateRolePermissions,
} from '../../domain/administration/roles.js';
import {
  changeUserRole,
  changeUserStatus,
  userDetails,
  userList,
  userPermissions,
  userTrail,
} from '../../domain/administration/users.js';
import { changeContext } from '../../domain/notifications/notify.js';
import type { AppContext } from '../context.js';
import { route } from '../route.js';

/** The organization area (issue 10): users, roles, permissions and their audit trail. */
export function administrationRoutes(app: FastifyInstance, { database, identity, config }: AppContext) {
  const db = database.db;

  route(app, identity, endpoints.listUsers, ({ user, query }) => userList(db, user, query));
  route(app, identity, endpoints.getUser, async ({ user, params }) => ({
    data: await userDetails(db, user, params.id),
  }));
  route(app, identity, endpoints.userPermissions, async ({ user, params }) => ({
    data: await userPermissions(db, user, params.id),
  }));
  route(app, identity, endpoints.userAudit, ({ user, params, query }) =>
    userTrail(db, user, params.id, query),
  );
  route(app, identity, endpoints.changeUserRole, async ({ user, params }) => ({
    message: 'Update user role successful!',
    data: await changeUserRole(db, user, params.userId, params.roleId, changeContext(config)),
  }));
  route(app, identity, endpoints.changeUserStatus, async ({ user, params, body }) => ({
    message: 'Update user status successful!',
    data: await changeUserStatus(db, user, params.id, body.status, config.now()),
  }));

  route(app, identity, endpoints.listRoles, ({ user, query }) => roleList(db, user, query));
  route(app, identity, endpoints.listPermissions, async ({ query }) => ({
    data: await permissionList(db, query.type),
  }));
  route(app, identity, endpoints.getRole, async ({ user, params }) => ({
    data: await roleDetails(db, user, params.id),
  }));
  route(app, identity, endpoints.roleAudit, ({ user, params, query }) =>
    roleTrail(db, user, params.id, query),
  );
  route(app, identity, endpoints.createRole, async ({ user, body }) => ({
    message: 'Create role successful!',
    data: await createRole(db, user, body, config.now()),
  }));
  route(app, identity, endpoints.updateRolePermissions, async ({ user, params, body }) => ({
    message: 'update permissions successful!',
    data: await updateRolePermissions(db, user, params.roleId, body.permissionIds, config.now()),
  }));
  route(app, identity, endpoints.setRoleStatus, async ({ user, params, body }) => ({
    message: body.isActive ? 'Role activated' : 'Role deactivated',
    data: await setRoleStatus(db, user, params.id, body.isActive, config.now()),
  }));
}
