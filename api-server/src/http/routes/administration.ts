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
import { bindArea } from '../bind.js';
import { routeModule } from '../route-modules.js';

/** The organization area (issue 10): users, roles, permissions and their audit trail. */
export default routeModule((app, context) => {
  const { database, config } = context;
  const db = database.db;

  bindArea(app, context, 'administration', {
    listUsers: ({ scope, query }) => userList(db, scope, query),
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

    listRoles: ({ scope, query }) => roleList(db, scope, query),
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
