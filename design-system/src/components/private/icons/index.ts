// Outline icons in the Lucide style (24px grid, 2px stroke), drawn here to keep the package free of
// icon dependencies. One module each, so that a chunk carries only the icons its components use.

export { PanelLeftIcon } from './PanelLeftIcon';
export { HomeIcon } from './HomeIcon';
export { FileTextIcon } from './FileTextIcon';
export { PackageIcon } from './PackageIcon';
export { UsersIcon } from './UsersIcon';
export { SettingsIcon } from './SettingsIcon';
export { UserIcon } from './UserIcon';
export { LogOutIcon } from './LogOutIcon';
export { ChevronLeftIcon } from './ChevronLeftIcon';
export { ChartIcon } from './ChartIcon';
export { ClipboardIcon } from './ClipboardIcon';
export { FactoryIcon } from './FactoryIcon';
export { WarehouseIcon } from './WarehouseIcon';
export { PauseIcon } from './PauseIcon';
export { BuildingIcon } from './BuildingIcon';
export { TruckIcon } from './TruckIcon';
export { TagIcon } from './TagIcon';
export { CheckCircleIcon } from './CheckCircleIcon';
export { XCircleIcon } from './XCircleIcon';
export { InfoIcon } from './InfoIcon';
export { XIcon } from './XIcon';
export { ChevronRightIcon } from './ChevronRightIcon';
export { ChevronDownIcon } from './ChevronDownIcon';
export { ChevronUpIcon } from './ChevronUpIcon';
export { CheckIcon } from './CheckIcon';
export { MinusIcon } from './MinusIcon';
export { SearchIcon } from './SearchIcon';
export { EyeIcon } from './EyeIcon';
export { EyeOffIcon } from './EyeOffIcon';
export { ImageIcon } from './ImageIcon';
export { InboxIcon } from './InboxIcon';
export { CalendarIcon } from './CalendarIcon';
export { MoreHorizontalIcon } from './MoreHorizontalIcon';
export { BellIcon } from './BellIcon';
