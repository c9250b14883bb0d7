import type { FastifyInstance } from 'fastify';
import { endpoints, type ContactInput } from '@doorline/api-client';
import {
  listLiveSessions,
  revokeLiveSession,
  revokeOtherSessions,
  updateProfile,
} from '../../db/queries/account.js';
import { findCurrentUser } from '../../db/queries/users.js';
import type { ContactInfo } from '../../db/schema.js';
import { notFound, unauthenticated } from '../../domain/errors.js';
import { SESSION_ID } from '../../domain/identity/access-tokens.js';
import { invalidField } from '../../domain/identity/field-error.js';
import type { AppContext } from '../context.js';
import { route } from '../route.js';

export const PHONE_LOCKED_BY_SMS = 'Turn off two-factor authentication by SMS before changing the phone.';

/** A contact as stored: every field present, empty optional ones as null. */
export function storedContact(input: ContactInput): ContactInfo {
  const orNull = (value: string | null | undefined) => (value ? value : null);
  return {
    name: input.name,
    email: orNull(input.email),
    phone: orNull(input.phone),
    mobile: orNull(input.mobile),
    fax: orNull(input.fax),
  };
}

/** The signed-in user's own profile and sign-ins (spec §7 "Users", identity.md). */
export function accountRoutes(app: FastifyInstance, { database, identity, config }: AppContext) {
  const db = database.db;

  async function me(userId: number) {
    const current = await findCurrentUser(db, userId);
    if (!current) throw unauthenticated('Invalid access token');
    return { data: current };
  }

  route(app, identity, endpoints.usersMe, {}, async ({ user }) => me(user.id));

  route(app, identity, endpoints.updateMe, {}, async ({ user, body }) => {
    if (body.phone !== undefined) {
      const current = await findCurrentUser(db, user.id);
      // SMS codes go to this phone: it changes only with SMS two-factor off, so that a session
      // alone cannot move the second factor to another phone.
      if (current?.twoFactorType === 'sms' && body.phone !== current.phone)
        throw invalidField('phone', PHONE_LOCKED_BY_SMS);
    }
    await updateProfile(
      db,
      user.id,
      {
        name: body.name,
        phone: body.phone,
        contact: body.contact === undefined ? undefined : storedContact(body.contact),
      },
      config.now(),
    );
    return me(user.id);
  });

  route(app, identity, endpoints.sessions, {}, async ({ user }) => {
    const rows = await listLiveSessions(db, user.id, config.now());
    return {
      data: rows.map((row) => ({
        id: row.id,
        userAgent: row.userAgent,
        ip: row.ip,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
        current: row.id === user.sessionId,
      })),
    };
  });

  route(app, identity, endpoints.revokeSession, {}, async ({ user, params }) => {
    // Not a family id at all: unknown, like someone else's.
    const revoked =
      SESSION_ID.test(params.id) && (await revokeLiveSession(db, user.id, params.id, config.now()));
    if (!revoked) throw notFound('Session not found');
    return { message: 'Session ended' };
  });

  route(app, identity, endpoints.revokeOtherSessions, {}, async ({ user }) => {
    await revokeOtherSessions(db, user.id, user.sessionId, config.now());
    return { message: 'Signed out of other sessions' };
  });
}
