import { TOAST_MS } from '@kalvi/shared';
import { lazy, Suspense } from 'react';
import { Toaster } from 'sonner';
import { PageSpinner } from '../../components/ui/spinner';
import { i18n } from '../../lib/i18n';

type Strings = { default: Record<string, unknown> };
const bundles = import.meta.glob<Strings>([
  '../../locales/*/admin.json',
  '../../locales/*/adminops.json',
  '../../locales/*/classroomadmin.json',
  '../../locales/*/admincourses.json',
  '../../locales/*/people.json',
  '../../locales/*/adminsettings.json',
  '../../locales/*/exercisesadmin.json',
  '../../locales/*/questionsadmin.json',
  '../../locales/*/batchdesk.json',
  '../../locales/*/holidaysadmin.json',
]);
const CONSOLE_NAMESPACES = [
  'admin',
  'adminops',
  'classroomadmin',
  'admincourses',
  'people',
  'adminsettings',
  'exercisesadmin',
  'questionsadmin',
  'batchdesk',
  'holidaysadmin',
] as const;

/** The console's strings in the current language (lib/i18n.ts keeps them off the learner's first load). */
async function loadAdminStrings(language: string): Promise<void> {
  await Promise.all(
    CONSOLE_NAMESPACES.map(async (namespace) => {
      if (i18n.hasResourceBundle(language, namespace)) return;
      const load =
        bundles[`../../locales/${language}/${namespace}.json`] ??
        bundles[`../../locales/en/${namespace}.json`];
      if (load) i18n.addResourceBundle(language, namespace, (await load()).default);
    }),
  );
}
i18n.on('languageChanged', (language) => void loadAdminStrings(language));

// A second lazy step: the learner's entry names only this small chunk, not the console's many.
const AdminConsole = lazy(() =>
  Promise.all([import('./admin'), loadAdminStrings(i18n.language), i18n.loadNamespaces('fields')]).then(
    ([m]) => ({ default: m.AdminConsole }),
  ),
);

/**
 * /admin/*: the staff console in its own frame: none of the learner's header, footer or chat,
 * its own toasts (no fixed header to clear), everything in lazy chunks. A signed-out visitor is
 * sent to the home page, whose shell holds the sign-in dialog.
 */
export function AdminEntry() {
  return (
    <>
      <Suspense fallback={<PageSpinner />}>
        <AdminConsole />
      </Suspense>
      {/* The site's font stack, as the learner's toaster has it: sonner's own names only system
          fonts, and a phone or browser without a Tamil one showed empty boxes. */}
      <Toaster
        position="top-right"
        duration={TOAST_MS}
        richColors
        closeButton
        toastOptions={{ className: 'font-sans text-sm' }}
      />
    </>
  );
}
