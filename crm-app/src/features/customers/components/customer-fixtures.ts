import type { Customer } from '@doorline/api-client';

/** Fixtures of the customers' tests: a dealer's customer as the API answers it. */
export const customerFixture = (id: number, fields: Partial<Customer> = {}): Customer => ({
  id,
  name: 'Hanna Koval',
  email: 'hanna@koval.test',
  phone: null,
  mobile: null,
  address: { street: '', city: 'Kyiv', postcode: '', country: '' },
  note: '',
  tags: [],
  dealer: { id: 7, name: 'North Doors' },
  createdBy: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...fields,
});
