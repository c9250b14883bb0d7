// The organization area's pages, one module (one chunk) named once by the router.
export { OrganizationGuard } from './organization-guard';
export { OrganizationIndexPage } from './organization-index';
export { RolesPage } from './roles';
export { RolePage } from './role';
export { PermissionsPage } from './permissions';
export { UsersPage } from './users';
export { UserPage } from './user';
