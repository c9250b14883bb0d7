import {
  Button as AriaButton,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  type Key,
} from 'react-aria-components';
import { CheckIcon, ChevronDownIcon } from '../private/icons';
import * as styles from './Pager.css';

export interface PagerLimitProps {
  /** 'Show'. */
  label: string;
  limit: number;
  options: readonly number[];
  onLimitChange: (limit: number) => void;
  isDisabled?: boolean;
}

/** The pager's page-size select, loaded when it is first used (`Pager`). */
export default function PagerLimit({ label, limit, options, onLimitChange, isDisabled }: PagerLimitProps) {
  return (
    <Select
      className={styles.limitField}
      value={limit}
      onChange={(key: Key | null) => {
        if (key !== null && Number(key) !== limit) onLimitChange(Number(key));
      }}
      isDisabled={isDisabled}
    >
      <Label className={styles.limitLabel}>{label}</Label>
      <AriaButton className={styles.limitTrigger}>
        <SelectValue />
        <ChevronDownIcon className={styles.limitChevron} />
      </AriaButton>
      <Popover className={styles.popover} placement="top start" offset={4}>
        <ListBox className={styles.listBox}>
          {options.map((option) => (
            <ListBoxItem key={option} id={option} textValue={String(option)} className={styles.option}>
              {({ isSelected }) => (
                <>
                  <span>{option}</span>
                  {isSelected && <CheckIcon className={styles.optionCheck} />}
                </>
              )}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
