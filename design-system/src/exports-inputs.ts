// Public exports of the inputs components; src/index.ts re-exports this list.
export { FormField, useFieldIds } from './components/FormField/FormField';
export type { FormFieldProps, FieldControlProps } from './components/FormField/FormField';
export { TextArea } from './components/TextArea/TextArea';
export type { TextAreaProps } from './components/TextArea/TextArea';
export { MentionTextArea } from './components/MentionTextArea/MentionTextArea';
export type { MentionTextAreaProps, MentionOption } from './components/MentionTextArea/MentionTextArea';
export { mentionedIn } from './components/MentionTextArea/mentionToken';
export { NumberField } from './components/NumberField/NumberField';
export type { NumberFieldProps } from './components/NumberField/NumberField';
export { decimalPlaces, formatDecimal, parseDecimal } from './components/NumberField/parseDecimal';
export type { DecimalFormat, DecimalParse } from './components/NumberField/parseDecimal';
export { PasswordField, passwordAutoCompletes } from './components/PasswordField/PasswordField';
export type { PasswordFieldProps, PasswordAutoComplete } from './components/PasswordField/PasswordField';
export { Select, selectSizes } from './components/Select/Select';
export type { SelectProps, SelectItem, SelectSize } from './components/Select/Select';
export { SearchField, SEARCH_DEBOUNCE_MS } from './components/SearchField/SearchField';
export type { SearchFieldProps } from './components/SearchField/SearchField';
export { Checkbox } from './components/Checkbox/Checkbox';
export type { CheckboxProps } from './components/Checkbox/Checkbox';
export { CheckboxGroup } from './components/Checkbox/CheckboxGroup';
export type { CheckboxGroupProps } from './components/Checkbox/CheckboxGroup';
export { Switch } from './components/Switch/Switch';
export type { SwitchProps } from './components/Switch/Switch';
export { RadioGroup, Radio, radioGroupOrientations } from './components/RadioGroup/RadioGroup';
export type { RadioGroupProps, RadioProps, RadioGroupOrientation } from './components/RadioGroup/RadioGroup';
export { ImagePicker, imagePickerShapes, imagePickerFileTypes } from './components/ImagePicker/ImagePicker';
export type {
  ImagePickerProps,
  ImagePickerShape,
  ImagePickerRejection,
} from './components/ImagePicker/ImagePicker';
export { SizeField } from './components/SizeField/SizeField';
export type { SizeFieldProps } from './components/SizeField/SizeField';
export {
  OptionPicker,
  optionPickerSelectionModes,
  optionNoteTones,
} from './components/OptionPicker/OptionPicker';
export type {
  OptionPickerProps,
  OptionPickerOption,
  OptionPickerSelectionMode,
  OptionNote,
  OptionNoteTone,
} from './components/OptionPicker/OptionPicker';
