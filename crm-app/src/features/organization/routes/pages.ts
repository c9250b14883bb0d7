// The organization area's pages, one module (one chunk) named once by its feature.tsx.
export { OrganizationIndexPage } from './organization-index';
export { RolesPage } from './roles';
export { RolePage } from './role';
export { PermissionsPage } from './permissions';
export { DealerUsersPage, UsersPage } from './users';
export { UserPage } from './user';
export { DealerArea } from './dealer-area';
