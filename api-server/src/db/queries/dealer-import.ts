// What makes an imported dealer one already there (issue 42; docs/decisions.md "Issue 42: the dealers'
// import, the second user"): the same name (in any case, spaces aside) or the same contact's e-mail (in
// any case) as a dealer of any status, or as an earlier row of the file. The keys are the ones the
// customers' duplicates compare (`customer-keys.ts`), written once.
import { sql } from 'drizzle-orm';
import type { Queryable } from '../index.js';
import { dealers } from '../schema.js';
import { emailKey, nameKey } from './customer-keys.js';

/** An imported row's name and contact's e-mail, by its line. */
export interface ImportedDealerKeys {
  line: number;
  name: string;
  email: string;
}

/** A row's field that repeats a dealer (`dealerId`, `dealerName`) or an earlier line (`otherLine`). */
export interface DealerImportDuplicate {
  line: number;
  field: 'name' | 'contactEmail';
  dealerId: number | null;
  dealerName: string | null;
  otherLine: number | null;
}

/**
 * Each row's name and contact's e-mail that a dealer already has (deleted ones too: a dealer is kept,
 * and a name names one dealer), else the first earlier row with it; one answer per line and field, a
 * dealer first.
 */
export async function dealerImportDuplicates(
  db: Queryable,
  rows: readonly ImportedDealerKeys[],
): Promise<DealerImportDuplicate[]> {
  if (rows.length === 0) return [];
  const json = JSON.stringify(rows);
  const r = sql.raw('r');
  const result = await db.execute(sql`
    with r as (
      select * from jsonb_to_recordset(${json}::jsonb) as r(line int, name text, email text)
    ), rk as (
      select line, 'name' as field, nullif(${nameKey(sql`${r}.name`)}, '') as key from r
      union all select line, 'contactEmail', ${emailKey(sql`${r}.email`)} from r
    ), rows_keys as (
      select line, field, key, min(line) over (partition by field, key) as first_line
      from rk where key is not null
    ),
    dealer_keys as (
      select ${dealers.id} as id, ${dealers.name} as name, 'name' as field, ${nameKey(dealers.name)} as key
      from ${dealers}
      union all
      select ${dealers.id}, ${dealers.name}, 'contactEmail', ${emailKey(sql`${dealers.contact} ->> 'email'`)}
      from ${dealers}
    )
    select distinct on (line, field) line, field, dealer_id, dealer_name, other_line from (
      select k.line, k.field, d.id as dealer_id, d.name as dealer_name, null::int as other_line, 0 as rank
      from rows_keys k join dealer_keys d on d.field = k.field and d.key = k.key
      union all
      select line, field, null, null, first_line, 1 from rows_keys where first_line < line
    ) found
    order by line, field, rank, dealer_id, other_line`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => ({
    line: Number(row.line),
    field: row.field as DealerImportDuplicate['field'],
    dealerId: row.dealer_id === null ? null : Number(row.dealer_id),
    dealerName: (row.dealer_name as string | null) ?? null,
    otherLine: row.other_line === null ? null : Number(row.other_line),
  }));
}
