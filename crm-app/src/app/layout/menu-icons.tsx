import {
  Boxes,
  Building2,
  ClipboardList,
  DollarSign,
  Factory,
  FileText,
  Home,
  PauseCircle,
  Settings,
  ShoppingCart,
  Store,
  Truck,
  Users,
  Warehouse,
  BarChart3,
} from 'lucide-react';
import type { MenuIcon } from '@/config/menus';

const icons = {
  home: Home,
  quotes: FileText,
  preOrders: ClipboardList,
  orders: ShoppingCart,
  production: Factory,
  warehouse: Warehouse,
  hold: PauseCircle,
  customers: Users,
  dealers: Store,
  suppliers: Truck,
  inventory: Boxes,
  prices: DollarSign,
  reports: BarChart3,
  settings: Settings,
  dealerProfile: Building2,
} satisfies Record<MenuIcon, unknown>;

export function MenuIconFor({ icon }: { icon: MenuIcon }) {
  const Icon = icons[icon];
  return <Icon aria-hidden size={18} strokeWidth={1.75} />;
}
