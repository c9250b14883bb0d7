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
    listUsers: ({ user, query }) => userList(db, user, query),
    getUser: async ({ user, params }) => ({ data: await userDetails(db, user, params.id) }),
    userPermissions: async ({ user, params }) => ({ data: await userPermissions(db, user, params.id) }),
    userAudit: ({ user, params, query }) => userTrail(db, user, params.id, query),
    changeUserRole: async ({ user, params }) => ({
      message: 'Update user role successful!',
      data: await changeUserRole(db, user, params.userId, params.roleId, changeContext(config)),
    }),
    changeUserStatus: async ({ user, params, body }) => ({
      message: 'Update user status successful!',
      data: await changeUserStatus(db, user, params.id, body.status, config.now()),
    }),

    listRoles: ({ user, query }) => roleList(db, user, query),
    listPermissions: async ({ query }) => ({ data: await permissionList(db, query.type) }),
    getRole: async ({ user, params }) => ({ data: await roleDetails(db, user, params.id) }),
    roleAudit: ({ user, params, query }) => roleTrail(db, user, params.id, query),
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
