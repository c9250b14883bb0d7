import type { AccountType, Permission } from '@doorline/api-client';

/** Fixtures of the role forms' tests: a catalog permission as the API answers it. */
export const permission = (
  id: number,
  name: string,
  { type = 'organization', key = `${type}.${id}` }: { type?: AccountType; key?: string } = {},
): Permission => ({
  id,
  key,
  name,
  description: '',
  type,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
});

/** Whether a permission's checkbox is ticked. */
export const checked = (box: HTMLElement) => (box as HTMLInputElement).checked;
