/** The customer directory (issue 42). */
export const customersPath = '/customers';

/** A customer's page. */
export const customerPath = (id: number) => `${customersPath}/${id}`;
