import type { AuditEvent } from '@doorline/api-client';
import { describe, expect, it } from 'vitest';
import { describeChange } from './audit-trail';
import type { TFunction } from '@/lib/i18n';

// Stands in for the texts' `t`: the key and its values, so the test sees which text was chosen.
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction<'organization'>;

// Names a seeded role by its key, as the access texts do.
const names = { role: (role: { key: string; name: string }) => (role.key ? `role:${role.key}` : role.name) };

const event = (action: AuditEvent['action'], before: AuditEvent['before'], after: AuditEvent['after']) =>
  ({
    id: 1,
    action,
    before,
    after,
    actor: null,
    createdAt: '2026-11-24T10:00:00.000Z',
  }) as unknown as AuditEvent;

describe('the history of a dealer', () => {
  it('names the account fields that changed, the discount as a percent', () => {
    expect(
      describeChange(event('dealer.account_changed', { discount: 0 }, { discount: 7.25 }), t, names),
    ).toBe('trail.fieldChange {"field":"trail.fields.discount","before":"0%","after":"7.25%"}');
  });

  it('names the contact fields that changed, not the ones that stayed', () => {
    const before = {
      responsibleContact: { name: 'Hannah', email: null, phone: null, mobile: null, fax: null },
    };
    const after = {
      responsibleContact: { name: 'Hannah', email: null, phone: null, mobile: null, fax: '+4412' },
    };
    expect(describeChange(event('dealer.responsible_contact_changed', before, after), t, names)).toBe(
      'trail.fieldChange {"field":"trail.contactFields.fax","before":"—","after":"+4412"}',
    );
  });

  it('shows a status change in the status words', () => {
    expect(
      describeChange(event('dealer.status_changed', { status: 'invited' }, { status: 'active' }), t, names),
    ).toBe('trail.fromTo {"before":"statuses.invited","after":"statuses.active"}');
  });
});

describe('the history of a user', () => {
  it('names a seeded role by its key, and a role the trail kept no key for by its name', () => {
    expect(
      describeChange(
        event(
          'user.role_changed',
          { role: 'Sales manager', roleKey: 'sales_manager' },
          { role: 'Auditors', roleKey: null },
        ),
        t,
        names,
      ),
    ).toBe('trail.fromTo {"before":"role:sales_manager","after":"Auditors"}');
    expect(
      describeChange(
        event('role.line_discount_changed', { maxLineDiscount: 5 }, { maxLineDiscount: 7.5 }),
        t,
        names,
      ),
    ).toBe('trail.fromTo {"before":"5%","after":"7.5%"}');
    expect(describeChange(event('user.role_changed', null, { role: 'Sales manager' }), t, names)).toBe(
      'trail.fromTo {"before":"—","after":"Sales manager"}',
    );
  });
});

describe('the history of a customer', () => {
  it('names the new customer, and each changed field with its values, the tags joined and a long note cut', () => {
    expect(describeChange(event('customer.created', null, { name: 'Hanna Koval', tags: [] }), t, names)).toBe(
      'Hanna Koval',
    );
    const note = 'n'.repeat(100);
    expect(
      describeChange(
        event(
          'customer.changed',
          { city: '', tags: ['a'], note: '' },
          { city: 'Kyiv', tags: ['a', 'b'], note },
        ),
        t,
        names,
      ),
    ).toBe(
      [
        'trail.fieldChange {"field":"trail.customerFields.city","before":"—","after":"Kyiv"}',
        'trail.fieldChange {"field":"trail.customerFields.note","before":"—","after":"' +
          'n'.repeat(59) +
          '…"}',
        'trail.fieldChange {"field":"trail.customerFields.tags","before":"a","after":"a, b"}',
      ].join('; '),
    );
  });
});

describe('a merge and an import', () => {
  it('names the merged customer, each field the merge changed and how many records moved', () => {
    expect(
      describeChange(
        event(
          'customer.merged',
          { phone: '+380501112233', street: '' },
          {
            phone: '+380509998877',
            street: 'Khreshchatyk 1',
            merged: { id: 9, name: 'hanna koval' },
            records: 3,
          },
        ),
        t,
        names,
      ),
    ).toBe(
      [
        'trail.merged {"name":"hanna koval"}',
        'trail.fieldChange {"field":"trail.customerFields.phone","before":"+380501112233","after":"+380509998877"}',
        'trail.fieldChange {"field":"trail.customerFields.street","before":"—","after":"Khreshchatyk 1"}',
        'trail.recordsMoved {"count":3}',
      ].join('; '),
    );
    // No record moved says nothing of records.
    expect(
      describeChange(
        event(
          'customer.merged',
          { city: 'Kyiv' },
          { city: 'Lviv', merged: { id: 9, name: 'H' }, records: 0 },
        ),
        t,
        names,
      ),
    ).toBe(
      'trail.merged {"name":"H"}; trail.fieldChange {"field":"trail.customerFields.city","before":"Kyiv","after":"Lviv"}',
    );
  });

  it('names the list, the file and the rows of an import', () => {
    expect(
      describeChange(
        event('list.imported', null, { list: 'customers', file: 'leads.csv', rows: 120 }),
        t,
        names,
      ),
    ).toBe('trail.imported {"list":"trail.lists.customers","file":"leads.csv","rows":120}');
  });
});
