import type { Role } from '@kalvi/shared';
import { type AdminArea, mayUse } from '@kalvi/shared/admin';
// Icons no learner's page uses: a shared icon would be split into its own chunk and cost the
// learner's pages a request and bytes (apps/web/scripts/check-bundle.mjs).
import {
  CalendarOff,
  CalendarRange,
  Contact,
  FileCheck2,
  Gauge,
  History,
  KeyRound,
  Library,
  ListTree,
  type LucideIcon,
  MessageSquareMore,
  MessageSquareQuote,
  Presentation,
  ReceiptIndianRupee,
  Settings2,
  SquareCode,
  TicketPercent,
  UserCheck,
  UsersRound,
} from 'lucide-react';

export interface NavEntry {
  area: AdminArea;
  icon: LucideIcon;
}

/**
 * The console's sections in menu order; each shows only to the roles of its area (the server's
 * role table). A section is listed here when its page exists (admin.tsx's SECTIONS), so the
 * menu never leads nowhere; the icons of the areas still to come are kept with them.
 */
export const NAV: NavEntry[] = [
  { area: 'dashboard', icon: Gauge },
  { area: 'courses', icon: Library },
  { area: 'events', icon: CalendarRange },
  { area: 'orders', icon: ReceiptIndianRupee },
  { area: 'coupons', icon: TicketPercent },
  { area: 'holidays', icon: CalendarOff },
  { area: 'leads', icon: Contact },
  { area: 'reviews', icon: MessageSquareQuote },
  { area: 'curriculum', icon: ListTree },
  { area: 'practice', icon: SquareCode },
  { area: 'projects', icon: FileCheck2 },
  { area: 'questions', icon: MessageSquareMore },
  { area: 'attendance', icon: UserCheck },
  { area: 'instructors', icon: Presentation },
  { area: 'learners', icon: UsersRound },
  { area: 'settings', icon: Settings2 },
  { area: 'audit', icon: History },
  { area: 'roles', icon: KeyRound },
];

/** Icons of the areas whose pages come next (dashboard, courses, events...), in menu order. */
export const AREA_ICONS: Partial<Record<AdminArea, LucideIcon>> = {
  dashboard: Gauge,
  courses: Library,
  events: CalendarRange,
  instructors: Presentation,
  learners: UsersRound,
  orders: ReceiptIndianRupee,
  leads: Contact,
  reviews: MessageSquareQuote,
  settings: Settings2,
};

export function navFor(role: Role): NavEntry[] {
  return NAV.filter((entry) => mayUse(entry.area, role));
}
