import type { AuditEvent } from '@doorline/api-client';
import { describe, expect, it } from 'vitest';
import { describeChange } from './audit-trail';
import type { TFunction } from '@/lib/i18n';

// Stands in for the texts' `t`: the key and its values, so the test sees which text was chosen.
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction<
  readonly ['trail', 'organization']
>;

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
    ).toBe('fieldChange {"field":"fields.discount","before":"0%","after":"7.25%"}');
  });

  it('names the contact fields that changed, not the ones that stayed', () => {
    const before = {
      responsibleContact: { name: 'Hannah', email: null, phone: null, mobile: null, fax: null },
    };
    const after = {
      responsibleContact: { name: 'Hannah', email: null, phone: null, mobile: null, fax: '+4412' },
    };
    expect(describeChange(event('dealer.responsible_contact_changed', before, after), t, names)).toBe(
      'fieldChange {"field":"contactFields.fax","before":"—","after":"+4412"}',
    );
  });

  it('shows a status change in the status words', () => {
    expect(
      describeChange(event('dealer.status_changed', { status: 'invited' }, { status: 'active' }), t, names),
    ).toBe('fromTo {"before":"userStatuses.invited","after":"userStatuses.active"}');
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
    ).toBe('fromTo {"before":"role:sales_manager","after":"Auditors"}');
    expect(
      describeChange(
        event('role.line_discount_changed', { maxLineDiscount: 5 }, { maxLineDiscount: 7.5 }),
        t,
        names,
      ),
    ).toBe('fromTo {"before":"5%","after":"7.5%"}');
    expect(describeChange(event('user.role_changed', null, { role: 'Sales manager' }), t, names)).toBe(
      'fromTo {"before":"—","after":"Sales manager"}',
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
        'fieldChange {"field":"customerFields.city","before":"—","after":"Kyiv"}',
        'fieldChange {"field":"customerFields.note","before":"—","after":"' + 'n'.repeat(59) + '…"}',
        'fieldChange {"field":"customerFields.tags","before":"a","after":"a, b"}',
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
        'merged {"name":"hanna koval"}',
        'fieldChange {"field":"customerFields.phone","before":"+380501112233","after":"+380509998877"}',
        'fieldChange {"field":"customerFields.street","before":"—","after":"Khreshchatyk 1"}',
        'recordsMoved {"count":3}',
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
    ).toBe('merged {"name":"H"}; fieldChange {"field":"customerFields.city","before":"Kyiv","after":"Lviv"}');
  });

  it('names the list, the file and the rows of an import', () => {
    expect(
      describeChange(
        event('list.imported', null, { list: 'customers', file: 'leads.csv', rows: 120 }),
        t,
        names,
      ),
    ).toBe('imported {"list":"lists.customers","file":"leads.csv","rows":120}');
  });
});

describe('the history of the catalogue (issue 43)', () => {
  it('names the price list a dealer was given in the reader’s language, the list price for none', () => {
    const partner = { id: 4, names: { en: 'Partners', uk: 'Партнерський', ru: 'Партнёрский' } };
    expect(
      describeChange(
        event('dealer.price_list_changed', { priceList: null }, { priceList: partner }),
        t,
        names,
        'uk',
      ),
    ).toBe('fieldChange {"field":"priceList","before":"listPrice","after":"Партнерський"}');
  });

  it('names a new row by its code and its name in the reader’s language', () => {
    expect(
      describeChange(
        event('model.created', null, { code: 'CL-1', names: { en: 'Classic', uk: 'Класик', ru: 'Классик' } }),
        t,
        names,
        'uk',
      ),
    ).toBe('CL-1 Класик');
  });

  it('says each changed field in words: hidden or shown, yes or no, sizes, lists by their count', () => {
    expect(describeChange(event('family.changed', { active: true }, { active: false }), t, names)).toBe(
      'fieldChange {"field":"catalogueFields.active","before":"shown","after":"hidden"}',
    );
    expect(
      describeChange(
        event(
          'model.changed',
          {
            swings: ['inward'],
            sizeRule: { width: { min: 700, max: 900, step: 10 }, height: { min: 2000, max: 2100, step: 10 } },
          },
          {
            swings: ['inward', 'outward'],
            sizeRule: { width: { min: 700, max: 800, step: 10 }, height: { min: 2000, max: 2100, step: 10 } },
          },
        ),
        t,
        names,
      ),
    ).toBe(
      [
        'fieldChange {"field":"catalogueFields.swings","before":"swings.inward","after":"swings.inward, swings.outward"}',
        'fieldChange {"field":"catalogueFields.sizeRule","before":"sizes {\\"width\\":\\"700–900\\",\\"height\\":\\"2000–2100\\"}","after":"sizes {\\"width\\":\\"700–800\\",\\"height\\":\\"2000–2100\\"}"}',
      ].join('; '),
    );
    expect(
      describeChange(
        event('option.changed', { models: null, maxWidth: null }, { models: [1, 2], maxWidth: 1000 }),
        t,
        names,
      ),
    ).toBe(
      [
        'fieldChange {"field":"catalogueFields.models","before":"everyModel","after":"count {\\"count\\":2}"}',
        'fieldChange {"field":"catalogueFields.maxWidth","before":"—","after":"1000"}',
      ].join('; '),
    );
    expect(
      describeChange(event('option_group.changed', { required: false }, { required: true }), t, names),
    ).toBe('fieldChange {"field":"catalogueFields.required","before":"no","after":"yes"}');
  });
});

describe('the history of a dealer’s price rules (issue 43)', () => {
  const rule = {
    id: 7,
    target: 'model',
    targetId: 3,
    kind: 'percent',
    value: 10,
    validFrom: '2026-12-01',
    validTo: null,
    minQuantity: 1,
    note: '',
  };

  it('says a rule made or deleted in one line', () => {
    const said = 'ruleTargets.model #3; percentOff {"value":"10"}; ruleFields.validFrom: 2026-12-01';
    expect(describeChange(event('dealer.price_rule_created', null, rule), t, names)).toBe(said);
    expect(describeChange(event('dealer.price_rule_deleted', rule, null), t, names)).toBe(said);
  });

  it('says a change by its fields, the rule’s id aside', () => {
    expect(
      describeChange(
        event(
          'dealer.price_rule_changed',
          { id: 7, kind: 'percent', value: 10 },
          { id: 7, kind: 'net', value: 450 },
        ),
        t,
        names,
      ),
    ).toBe(
      [
        'fieldChange {"field":"ruleFields.kind","before":"ruleKinds.percent","after":"ruleKinds.net"}',
        'fieldChange {"field":"ruleFields.value","before":"10","after":"450"}',
      ].join('; '),
    );
  });
});
