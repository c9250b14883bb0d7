import { count, eq } from 'drizzle-orm';
import { permissionCatalog, roleCatalog } from '@doorline/api-client';
import { generatePassword, hashPassword, strongPasswordProblem } from '../domain/identity/passwords.js';
import type { Db, Queryable } from './index.js';
import { countUsers, findRoleIdByKey, insertUser } from './queries/users.js';
import { DEMO_PASSWORD, demoEmails, seedDemo } from './seed-demo.js';
import { permissions, rolePermissions, roles, users } from './schema.js';

export interface SeedOptions {
  demo: boolean;
  now: Date;
  /** The app's address (`PUBLIC_URL`): the demo's notifications are written as the server writes them. */
  publicUrl: string;
  /** The first administrator of a production database (ADMIN_* settings), created only when no user exists. */
  admin?: { email: string; name: string; password: string | null } | null;
}

export interface SeedResult {
  /** The permissions and roles were created by this call (the database was empty). */
  catalogSeeded: boolean;
  demoSeeded: boolean;
  /** The administrator created from the ADMIN_* settings, with the password when it was generated. */
  admin: { email: string; generatedPassword: string | null } | null;
}

/**
 * The seeded roles' maximum line discount by hand, in percent (docs/decisions.md "Issue 43, part 4";
 * migration 0027 gives a database seeded before it the same).
 */
export const seededMaxLineDiscount: Readonly<Record<string, number>> = {
  administrator: 100,
  sales_manager: 15,
  production_manager: 0,
  dealer_admin: 10,
  dealer_salesman: 5,
};

/** Creates the permissions and roles of docs/permissions.md; returns the role ids by key. */
async function seedCatalog(tx: Queryable): Promise<Map<string, number>> {
  const permissionRows = await tx
    .insert(permissions)
    .values(
      permissionCatalog.map((p) => ({ key: p.key, name: p.name, description: p.description, type: p.type })),
    )
    .returning({ id: permissions.id, key: permissions.key, type: permissions.type });
  const roleRows = await tx
    .insert(roles)
    .values(
      roleCatalog.map((r) => ({
        key: r.key,
        name: r.name,
        description: r.description,
        type: r.type,
        maxLineDiscount: seededMaxLineDiscount[r.key] ?? 0,
      })),
    )
    .returning({ id: roles.id, key: roles.key });
  const roleIds = new Map(roleRows.map((r) => [r.key, r.id]));
  await tx.insert(rolePermissions).values(
    roleCatalog.flatMap((role) =>
      role.permissions.map((key) => {
        const permission = permissionRows.find((p) => p.key === key && p.type === role.type);
        if (!permission) throw new Error(`role ${role.key}: no ${role.type} permission ${key}`);
        return { roleId: roleIds.get(role.key)!, permissionId: permission.id };
      }),
    ),
  );
  return roleIds;
}

/**
 * Fills an empty database: always the permissions and roles; the demo users and orders in demo
 * mode; otherwise the first administrator when ADMIN_EMAIL is set. One transaction.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedResult> {
  // argon2 is slow on purpose: hash outside the transaction, once for all demo users.
  const demoHash = options.demo ? await hashPassword(DEMO_PASSWORD) : null;
  let adminPassword: string | null = null;
  if (!options.demo && options.admin) {
    adminPassword = options.admin.password;
    const problem = adminPassword === null ? null : strongPasswordProblem(adminPassword);
    if (problem) throw new Error(`ADMIN_PASSWORD ${problem}`);
  }
  const adminPlain = adminPassword ?? generatePassword();
  const adminHash = !options.demo && options.admin ? await hashPassword(adminPlain) : null;

  return db.transaction(async (tx) => {
    const [{ n: roleCount } = { n: 0 }] = await tx.select({ n: count() }).from(roles);
    let roleIds: Map<string, number>;
    const catalogSeeded = Number(roleCount) === 0;
    if (catalogSeeded) {
      roleIds = await seedCatalog(tx);
    } else {
      const rows = await tx.select({ id: roles.id, key: roles.key }).from(roles);
      roleIds = new Map(rows.map((r) => [r.key, r.id]));
    }

    const empty = (await countUsers(tx)) === 0;
    if (empty && demoHash) {
      await seedDemo(tx, { now: options.now, passwordHash: demoHash, roleIds, publicUrl: options.publicUrl });
      return { catalogSeeded, demoSeeded: true, admin: null };
    }
    if (empty && adminHash && options.admin) {
      await createAdministratorIn(tx, {
        email: options.admin.email,
        name: options.admin.name,
        passwordHash: adminHash,
      });
      return {
        catalogSeeded,
        demoSeeded: false,
        admin: { email: options.admin.email, generatedPassword: adminPassword === null ? adminPlain : null },
      };
    }
    return { catalogSeeded, demoSeeded: false, admin: null };
  });
}

async function createAdministratorIn(
  tx: Queryable,
  input: { email: string; name: string; passwordHash: string },
) {
  const roleId = await findRoleIdByKey(tx, 'administrator');
  if (roleId === null) throw new Error('The Administrator role is missing: run the server once to seed it');
  const email = input.email.trim().toLowerCase();
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing) throw new Error(`A user with the e-mail ${email} already exists`);
  return insertUser(tx, {
    name: input.name,
    email,
    type: 'organization',
    status: 'active',
    roleId,
    passwordHash: input.passwordHash,
    contact: { name: input.name, email, phone: null, mobile: null, fax: null },
  });
}

/** Creates an active organization Administrator (the `create-admin` command). */
export async function createAdministrator(db: Db, input: { email: string; name: string; password: string }) {
  const problem = strongPasswordProblem(input.password);
  if (problem) throw new Error(`The password ${problem}`);
  const passwordHash = await hashPassword(input.password);
  return db.transaction((tx) => createAdministratorIn(tx, { ...input, passwordHash }));
}

export { DEMO_PASSWORD, demoEmails };
