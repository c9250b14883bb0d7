import type { ChoiceFieldProps } from '../private/inputs-fieldProps';

export const selectSizes = ['sm', 'md'] as const;
export type SelectSize = (typeof selectSizes)[number];

export interface SelectItem {
  id: string;
  label: string;
}

export interface SelectProps extends ChoiceFieldProps {
  /** The options, each with an id and a label. */
  items: readonly SelectItem[];
  /** The id of the chosen option, when the parent owns the state; `null` for none. */
  selectedKey?: string | null;
  /** The id of the option chosen at first, when the select owns the state. */
  defaultSelectedKey?: string | null;
  /** Called with the chosen option's id. */
  onSelectionChange?: (key: string) => void;
  /** `sm` for toolbars and the pager's page-size select. */
  size?: SelectSize;
  /** Called when the select loses focus, e.g. for a form library to mark it touched. */
  onBlur?: () => void;
}
