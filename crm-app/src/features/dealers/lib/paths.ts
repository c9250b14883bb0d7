/** A dealer's profile in the organization area (spec §2); a dealer user's own is `/dealer/profile`. */
export const dealerProfilePath = (id: number) => `/organization/dealers/${id}/profile`;

/** A dealer's users in the organization area. */
export const dealerUsersPath = (id: number) => `/organization/dealers/${id}/users`;
