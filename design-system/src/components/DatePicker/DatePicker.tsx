import type { CalendarDate } from '@internationalized/date';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  I18nProvider,
  Popover,
} from 'react-aria-components';
import { FieldLabel } from '../private/inputs-FieldLabel';
import type { FieldProps } from '../private/inputs-fieldProps';
import { FieldDescription } from '../private/inputs-FieldMessages';
import { ChevronLeftIcon } from '../private/icons';
import { CalendarIcon, ChevronRightIcon } from '../private/icons';
import * as fieldStyles from '../private/field.css';
import * as styles from './DatePicker.css';
import { EARLIEST_PICKABLE_DATE, laterDate } from './dates';

export interface DatePickerStrings {
  /** Accessible name of the button that opens the calendar. */
  calendar: string;
  previousMonth: string;
  nextMonth: string;
}

const defaultStrings: DatePickerStrings = {
  calendar: 'Calendar',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
};

export interface DatePickerProps extends FieldProps {
  /** The visible label of the date field. */
  label: string;
  /** The chosen date, when the parent owns the state (controlled); `null` for none. */
  value?: CalendarDate | null;
  /** The date to start with, when the picker owns the state (uncontrolled). */
  defaultValue?: CalendarDate | null;
  /** Called with the chosen date, or `null` when it is cleared. */
  onChange?: (value: CalendarDate | null) => void;
  /** Earliest pickable date, e.g. today; never earlier than 1900-01-01, which is always enforced. */
  minValue?: CalendarDate;
  /** Latest pickable date, e.g. today for a birth date. */
  maxValue?: CalendarDate;
  /** Name of a hidden input carrying the date as YYYY-MM-DD, for native form submission. */
  name?: string;
  /** Locale of the date format and of the calendar; dates are shown as dd.mm.yyyy by default. */
  locale?: string;
  /** The picker's words (calendar button, month navigation), English by default. */
  strings?: Partial<DatePickerStrings>;
}

/**
 * A date typed as dd.mm.yyyy (ru-RU by default, whatever the page language; override with `locale`) or
 * picked from a calendar that always shows six weeks (42 days). Values are `CalendarDate`s from
 * `@internationalized/date`; `toIsoDate` and `fromIsoDate` convert to and from `2026-11-22`. Dates before
 * `minValue` (pass today for "not in the past") and before 1900-01-01 are disabled.
 */
export function DatePicker({
  label,
  description,
  errorMessage,
  isRequired,
  minValue,
  locale = 'ru-RU',
  strings,
  ...pickerProps
}: DatePickerProps) {
  const text = { ...defaultStrings, ...strings };
  return (
    <I18nProvider locale={locale}>
      <AriaDatePicker<CalendarDate>
        {...pickerProps}
        minValue={laterDate(minValue, EARLIEST_PICKABLE_DATE)}
        isRequired={isRequired}
        isInvalid={errorMessage ? true : undefined}
        // Errors come from the form library or the server, never from native browser popups.
        validationBehavior="aria"
        className={fieldStyles.field}
      >
        <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
        <Group className={styles.control}>
          <DateInput className={styles.input}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <Button aria-label={text.calendar} className={styles.iconButton}>
            <CalendarIcon />
          </Button>
        </Group>
        <FieldDescription description={description} />
        {/* Rendered only with a message of ours: the built-in range message would be in the picker's locale. */}
        {errorMessage && <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>}
        <Popover placement="bottom start" className={styles.popover}>
          <Dialog className={styles.dialog}>
            {/* Six weeks in every month, so the popover keeps its height while paging. */}
            <Calendar weeksInMonth={6} className={styles.calendar}>
              <header className={styles.header}>
                <Button slot="previous" aria-label={text.previousMonth} className={styles.navButton}>
                  <ChevronLeftIcon />
                </Button>
                <Heading className={styles.heading} />
                <Button slot="next" aria-label={text.nextMonth} className={styles.navButton}>
                  <ChevronRightIcon />
                </Button>
              </header>
              <CalendarGrid className={styles.grid} weekdayStyle="short">
                <CalendarGridHeader>
                  {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
                </CalendarGridHeader>
                <CalendarGridBody>
                  {(date) => <CalendarCell date={date} className={styles.day} />}
                </CalendarGridBody>
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </AriaDatePicker>
    </I18nProvider>
  );
}
