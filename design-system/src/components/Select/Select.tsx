import { useId } from 'react';
import { Button, FieldErrorContext, LabelContext, Provider, TextContext } from 'react-aria-components';
import { deferred } from '../private/deferred';
import { ChevronDownIcon } from '../private/icons';
import { FieldParts, labelledField } from '../private/inputs-FieldParts';
import type { SelectProps } from './SelectTypes';
import * as styles from './Select.css';

export * from './SelectTypes';

const chosen = ({ items, selectedKey, defaultSelectedKey }: SelectProps) => {
  const key = selectedKey !== undefined ? selectedKey : defaultSelectedKey;
  return items.find((item) => item.id === key);
};

/**
 * The select until it is first used: its label, its button with the chosen option's label (or the
 * placeholder) and its messages, as the select shows them, named and described the same way.
 */
function SelectStandIn(props: SelectProps) {
  const {
    items: _items,
    selectedKey: _key,
    defaultSelectedKey: _default,
    placeholder,
    size = 'md',
    ...rest
  } = props;
  const field = labelledField(rest);
  const { label, description, errorMessage } = field.parts;
  const ids = { label: useId(), value: useId(), button: useId(), description: useId(), error: useId() };
  const item = chosen(props);
  const { isInvalid, isDisabled, isRequired, className } = field.root;
  return (
    <div
      className={className}
      data-invalid={isInvalid || undefined}
      data-disabled={isDisabled || undefined}
      data-required={isRequired || undefined}
    >
      <Provider
        values={[
          [LabelContext, { id: ids.label, elementType: 'span' }],
          [TextContext, { slots: { description: { id: ids.description }, errorMessage: { id: ids.error } } }],
          [FieldErrorContext, { isInvalid, validationErrors: [], validationDetails: {} as ValidityState }],
        ]}
      >
        <FieldParts {...field.parts}>
          <Button
            id={ids.button}
            aria-label={rest['aria-label']}
            aria-labelledby={`${ids.value} ${label ? ids.label : ids.button}`}
            aria-describedby={
              [description && ids.description, errorMessage && ids.error].filter(Boolean).join(' ') ||
              undefined
            }
            isDisabled={isDisabled}
            className={`${styles.trigger} ${styles.triggerSize[size]}`}
          >
            <span id={ids.value} className={styles.value} data-placeholder={item ? undefined : true}>
              {item?.label ?? placeholder}
            </span>
            <ChevronDownIcon className={styles.chevron} />
          </Button>
        </FieldParts>
      </Provider>
    </div>
  );
}

/**
 * One choice from a short list: status filters, a role, the pager's "Show" page size. Items are
 * `{ id, label }`; `onSelectionChange` receives the chosen `id`. Give a visible `label` or, where the
 * context names it, an `aria-label`. `size='sm'` fits toolbars and the pager. Keyboard: Enter, Space or the
 * arrow keys open it; type-ahead jumps to an option. Server or form errors go in `errorMessage`. For long
 * or searched lists use a `ComboBox`.
 */
// Loaded when first used (`deferred`): until then a stand-in that looks and reads the same, which a
// press turns into the select. Give a `placeholder` where nothing may be chosen: the stand-in shows
// no words of its own (React Aria's "Select an item" comes with the select).
export const Select = deferred<SelectProps>(
  () => import('./SelectWidget'),
  (props) => <SelectStandIn {...props} />,
  'listbox',
);
