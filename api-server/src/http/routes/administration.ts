import { roleList, userList } from '@doorline/api-client';
import {
  createRole,
  permissionList,
  roleCells,
  roleDetails,
  rolesPage,
  roleTrail,
  setRoleStatus,
  updateRolePermissions,
} from '../../domain/administration/roles.js';
import {
  changeUserRole,
  changeUserStatus,
  userCells,
  userDetails,
  usersPage,
  userPermissions,
  userTrail,
} from '../../domain/administration/users.js';
import { changeContext } from '../../domain/notifications/notify.js';
import { bindArea } from '../bind.js';
import { serveList } from '../serve-list.js';
import { routeModule } from '../route-modules.js';

/** The organization area (issue 10): users, roles, permissions and their audit trail. */
export default routeModule((app, context) => {
  const { database, config } = context;
  const db = database.db;

  bindArea(app, context, 'administration', {
    ...serveList(context, userList, {
      page: ({ scope, query }) => usersPage(db, scope, query),
      cells: userCells,
    }),
    getUser: async ({ scope, params }) => ({ data: await userDetails(db, scope, params.id) }),
    userPermissions: async ({ scope, params }) => ({ data: await userPermissions(db, scope, params.id) }),
    userAudit: ({ scope, params, query }) => userTrail(db, scope, params.id, query),
    changeUserRole: async ({ user, scope, params }) => ({
      message: 'Update user role successful!',
      data: await changeUserRole(db, user, scope, params.userId, params.roleId, changeContext(config)),
    }),
    changeUserStatus: async ({ user, scope, params, body }) => ({
      message: 'Update user status successful!',
      data: await changeUserStatus(db, user, scope, params.id, body.status, config.now()),
    }),

    ...serveList(context, roleList, {
      page: ({ scope, query }) => rolesPage(db, scope, query),
      cells: roleCells,
    }),
    listPermissions: async ({ query }) => ({ data: await permissionList(db, query.type) }),
    getRole: async ({ scope, params }) => ({ data: await roleDetails(db, scope, params.id) }),
    roleAudit: ({ scope, params, query }) => roleTrail(db, scope, params.id, query),
    createRole: async ({ user, body }) => ({
      message: 'Create role successful!',
      data: await createRole(db, user, body, config.now()),
    }),
    updateRolePermissions: async ({ user, params, body }) => ({
      message: 'update permissions successful!',
      data: await updateRolePermissions(db, user, params.roleId, body.permissionIds, config.now()),
    }),
    setRoleStatus: async ({ user, params, body }) => ({
      message: body.isActive ? 'Role activated' : 'Role deactivated',
      data: await setRoleStatus(db, user, params.id, body.isActive, config.now()),
    }),
  });
});
