import { formatDate } from '@kalvi/shared';
import type { InstructorDetail } from '@kalvi/shared/admin';
import { useNavigate, useParams } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { useTranslation } from '../../lib/use-translation';
import { BackLink } from '../components/back-link';
import { notReady } from '../components/not-ready';
import { SectionHeader } from '../components/section-header';
import { useInstructor } from './api';
import { InstructorForm } from './instructor-form';
import { Listing } from './listing';

function Back() {
  const { t } = useTranslation('people');
  return <BackLink>{t('instructors.back')}</BackLink>;
}

/** /admin/instructors/new */
export function NewInstructorPage() {
  const { t } = useTranslation('people');
  const navigate = useNavigate();
  return (
    <section className="space-y-6">
      <Back />
      <SectionHeader title={t('instructors.new')} intro={t('instructors.intro')} />
      <InstructorForm onSaved={(saved) => navigate(`../${saved.id}`, { relative: 'path', replace: true })} />
    </section>
  );
}

/** /admin/instructors/:id: the record's form and what it is assigned to. */
export function InstructorPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('people');
  const query = useInstructor(id);
  const waiting = notReady(query, t('instructors.notFound'));
  if (waiting || !query.data) return waiting;
  const record = query.data.data;
  return (
    <section className="space-y-6">
      <Back />
      <SectionHeader title={record.name} intro={record.title} />
      {/* Keyed by the last save, so the form starts again from what the server now holds. */}
      <InstructorForm key={record.updatedAt} record={record} onSaved={() => {}} />
      <Assignments record={record} />
    </section>
  );
}

function Assignments({ record }: { record: InstructorDetail }) {
  const { t, i18n } = useTranslation('people');
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">{t('instructors.assignHint')}</p>
      <div className="grid gap-6 lg:grid-cols-2">
        <Listing
          title={t('instructors.courses')}
          empty={t('instructors.noCourses')}
          count={record.courses.length}
        >
          {record.courses.map((c) => (
            <li key={c.id} className="flex items-center justify-between gap-2 p-3">
              <span>{c.title}</span>
              <Badge tone={c.published ? 'success' : 'neutral'}>
                {c.published ? t('instructors.published') : t('instructors.draft')}
              </Badge>
            </li>
          ))}
        </Listing>
        <Listing
          title={t('instructors.events')}
          empty={t('instructors.noEvents')}
          count={record.events.length}
        >
          {record.events.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <span>
                {e.title}
                <span className="block text-xs text-slate-600">
                  {formatDate(e.startDate, i18n.language, 'dateTime')}
                </span>
              </span>
              {e.cancelled && <Badge tone="danger">{t('instructors.cancelled')}</Badge>}
            </li>
          ))}
        </Listing>
      </div>
    </div>
  );
}
