import { deferred } from '../private/deferred';
import { ColumnChooserButton, type ColumnChooserProps } from './ColumnChooserTrigger';

export * from './ColumnChooserTrigger';

/**
 * Which of a table's columns show: a button that opens a menu of the columns, each ticked while it
 * shows (React Aria's multiple-selection menu, so it stays open while several are changed, and each
 * item is a `menuitemcheckbox`). The table's other columns (its name column, its actions) are not
 * offered and always show.
 */
// Loaded when first used (`deferred`): until then its button alone, which a press turns into the menu.
export const ColumnChooser = /*#__PURE__*/ deferred<ColumnChooserProps>(
  () => import('./ColumnChooserWidget'),
  (props) => <ColumnChooserButton {...props} />,
  'menu',
);
