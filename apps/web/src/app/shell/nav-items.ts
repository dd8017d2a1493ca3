import { BookOpen, CalendarDays, Code2, FlaskConical } from 'lucide-react';
import { paths } from '../../lib/paths';

/** The header's Features group, shared by the desktop dropdown and the mobile submenu. */
export const featureLinks = [
  { to: paths.events, label: 'nav.events', icon: CalendarDays },
  { to: paths.problems, label: 'nav.problems', icon: Code2 },
  { to: paths.research, label: 'nav.research', icon: FlaskConical },
  { to: paths.articles, label: 'nav.articles', icon: BookOpen },
] as const;

export const mainLinksAfterFeatures = [
  { to: paths.testimonials, label: 'nav.testimonials' },
  { to: paths.about, label: 'nav.about' },
  { to: paths.contact, label: 'nav.contact' },
] as const;
