import { DateCell } from '@doorline/design-system';
import { col, type Column } from '../table/columns';
import { Wrap } from './wrap';

/** A date and time column (Created, Updated), which may break between the date and the time. */
export function dateCol<T>(id: string, header: string, value: (row: T) => string): Column<T> {
  return col<T>(id, header, (row) => (
    <Wrap>
      <DateCell value={value(row)} />
    </Wrap>
  ));
}
