/** The customer directory (issue 42). */
export const customersPath = '/customers';

/** A customer's page. */
export const customerPath = (id: number) => `${customersPath}/${id}`;

/** The possible duplicates and their merge (issue 42). */
export const duplicatesPath = `${customersPath}/duplicates`;

/** Importing customers from a spreadsheet (issue 42). */
export const importPath = `${customersPath}/import`;
