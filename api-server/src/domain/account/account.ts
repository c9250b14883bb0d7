// The signed-in user's own account (spec §7 "Users", docs/identity.md): profile, photo and sign-ins.
import { type ContactInput, serverMessage, type UpdateMeBody } from '@doorline/api-client';
import type { Db } from '../../db/index.js';
import {
  listLiveSessions,
  replaceImage,
  revokeLiveSession,
  revokeOtherSessions,
  updateProfile,
} from '../../db/queries/account.js';
import { signal, type StreamSignal } from '../../db/queries/notifications.js';
import { findCurrentUser } from '../../db/queries/users.js';
import type { ContactInfo } from '../../db/schema.js';
import { invalidField, notFound, unauthenticated } from '../errors.js';
import { SESSION_ID } from '../identity/access-tokens.js';
import type { AuthUser } from '../identity/sessions.js';
import { photoKey, type FileStore } from '../../storage/index.js';
import { newPhotoName, PHOTO_URL_PREFIX, photoNameOfUrl, processPhoto } from './photos.js';

export const PHONE_LOCKED_BY_SMS = serverMessage('phoneLockedBySms');

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

/** `GET /users/me`: the user as the app shows them; 401 when the account is gone. */
export async function currentUser(db: Db, userId: number) {
  const current = await findCurrentUser(db, userId);
  if (!current) throw unauthenticated(serverMessage('invalidAccessToken'));
  return { data: current };
}

/** Name, phone and contact of the user's own profile. */
export async function updateMyProfile(db: Db, userId: number, body: UpdateMeBody, at: Date) {
  if (body.phone !== undefined) {
    const current = await findCurrentUser(db, userId);
    // SMS codes go to this phone: it changes only with SMS two-factor off, so that a session
    // alone cannot move the second factor to another phone.
    if (current?.twoFactorType === 'sms' && body.phone !== current.phone)
      throw invalidField('phone', PHONE_LOCKED_BY_SMS);
  }
  await updateProfile(
    db,
    userId,
    {
      name: body.name,
      phone: body.phone,
      contact: body.contact === undefined ? undefined : storedContact(body.contact),
    },
    at,
  );
  return currentUser(db, userId);
}

/** The user's live sign-ins, the current one marked. */
export async function mySessions(db: Db, user: AuthUser, at: Date) {
  const rows = await listLiveSessions(db, user.id, at);
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
}

/** A session's notification streams are told it ended (docs/notifications.md "The live stream"). */
const sessionEnded = (userId: number, sessionId: string): StreamSignal => ({
  type: 'session-ended',
  userId,
  sessionId,
  code: 'sessionEnded',
});

/** Ends one of the user's sign-ins; 404 for anything not a live family of theirs. */
export async function endSession(db: Db, userId: number, familyId: string, at: Date) {
  // Not a family id at all: unknown, like someone else's.
  const revoked =
    SESSION_ID.test(familyId) &&
    (await db.transaction(async (tx) => {
      const done = await revokeLiveSession(tx, userId, familyId, at);
      if (done) await signal(tx, [sessionEnded(userId, familyId)]);
      return done;
    }));
  if (!revoked) throw notFound(serverMessage('sessionNotFound'));
}

/** Ends every sign-in of the user but this one. */
export async function endOtherSessions(db: Db, user: AuthUser, at: Date) {
  await db.transaction(async (tx) => {
    const ended = await revokeOtherSessions(tx, user.id, user.sessionId, at);
    await signal(
      tx,
      ended.map((familyId) => sessionEnded(user.id, familyId)),
    );
  });
}

/**
 * Sets the user's photo URL (or none) in the store's change: the new photo's bytes are written with
 * the row, and the replaced photo's go with it (issue 29, storage/file-store.ts).
 */
async function setImage(
  store: FileStore,
  userId: number,
  name: string | null,
  webp: Buffer | null,
  at: Date,
) {
  const add = name && webp ? { key: photoKey(name), bytes: webp, contentType: 'image/webp' } : null;
  await store.change(add, async (tx) => {
    const outcome = await replaceImage(tx, userId, name ? PHOTO_URL_PREFIX + name : null, at);
    if (!outcome.found) throw unauthenticated(serverMessage('invalidAccessToken'));
    const previous = photoNameOfUrl(outcome.previous);
    return { result: undefined, remove: [previous && photoKey(previous)] };
  });
}

/** Stores an uploaded photo as the user's (400 naming `file` for an unusable image); removes the old one. */
export async function setMyPhoto(db: Db, store: FileStore, userId: number, upload: Buffer, at: Date) {
  const photo = await processPhoto(upload);
  if (!photo.ok) throw invalidField('file', photo.message);
  await setImage(store, userId, newPhotoName(), photo.webp, at);
  return currentUser(db, userId);
}

/** Removes the user's photo. */
export async function removeMyPhoto(db: Db, store: FileStore, userId: number, at: Date) {
  await setImage(store, userId, null, null, at);
  return currentUser(db, userId);
}
