// Public exports of the pickers components; src/index.ts re-exports this list.
export { ComboBox, COMBOBOX_DEFAULT_DEBOUNCE_MS } from './components/ComboBox/ComboBox';
export type { ComboBoxProps, ComboBoxStrings } from './components/ComboBox/ComboBox';
export type { ComboBoxOption, ComboBoxPage, ComboBoxLoadPage } from './components/ComboBox/useLookupPages';
export { DatePicker } from './components/DatePicker/DatePicker';
export type { DatePickerProps, DatePickerStrings } from './components/DatePicker/DatePicker';
export { toIsoDate, fromIsoDate, EARLIEST_PICKABLE_DATE } from './components/DatePicker/dates';
export { OtpInput } from './components/OtpInput/OtpInput';
export type { OtpInputProps, OtpInputStrings } from './components/OtpInput/OtpInput';
export { OTP_DEFAULT_LENGTH } from './components/OtpInput/otpInput';
