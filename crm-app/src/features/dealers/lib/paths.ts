/** A dealer's profile in the organization area (spec §2); a dealer user's own is `/dealer/profile`. */
export const dealerProfilePath = (id: number) => `/organization/dealers/${id}/profile`;

/** A dealer's users in the organization area. */
export const dealerUsersPath = (id: number) => `/organization/dealers/${id}/users`;

/** The dealers list in the organization area (the main menu's `/dealers` leads to it). */
export const dealersPath = '/organization/dealers';

/** Importing dealers from a spreadsheet (issue 42). */
export const dealerImportPath = `${dealersPath}/import`;
