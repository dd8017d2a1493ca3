import { Link, useNavigate, useParams } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { messageOf } from '../../lib/api-errors';
import { useTranslation } from '../../lib/use-translation';
import { SectionHeader } from '../components/section-header';
import { useAdminCourse } from './api';
import { CourseActions } from './course-actions';
import { CourseForm } from './course-form';
import { PictureField } from './picture-field';
import { StatusBadge } from './status-badge';

function BackLink() {
  const { t } = useTranslation('admincourses');
  return (
    <Link to=".." relative="path" className="text-sm font-semibold text-primary-800 underline">
      <span aria-hidden="true">‹ </span>
      {t('editor.back')}
    </Link>
  );
}

/** /admin/courses/new: a new course, saved as a draft; then its page, where it gets a picture and is published. */
export function NewCoursePage() {
  const { t } = useTranslation('admincourses');
  const navigate = useNavigate();
  return (
    <section className="space-y-4">
      <BackLink />
      <SectionHeader title={t('editor.newTitle')} intro={t('editor.newIntro')} />
      <CourseForm onSaved={(saved) => navigate(`../${saved.id}`, { relative: 'path', replace: true })} />
    </section>
  );
}

/** /admin/courses/:id: one course: its status and changes, its picture, every field. */
export function EditCoursePage() {
  const { t } = useTranslation('admincourses');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useAdminCourse(id);

  if (query.isPending) return <PageSpinner label={t('editor.loading')} />;
  if (query.isError)
    return (
      <section className="space-y-4">
        <BackLink />
        <p role="alert" className="rounded-ui bg-amber-50 p-4 text-amber-900">
          {messageOf(query.error, t('editor.loadFailed'))}
        </p>
      </section>
    );

  const course = query.data.data;
  return (
    <section className="space-y-5">
      <BackLink />
      <SectionHeader
        title={course.title}
        intro={t('editor.intro')}
        actions={
          <div className="flex flex-col items-start gap-2 sm:items-end">
            <StatusBadge status={course.status} />
            {/* The lessons are authored on the console's curriculum page, opened on this course. */}
            <Link
              to={`/admin/curriculum?course=${encodeURIComponent(course.id)}`}
              className="text-sm font-semibold text-primary-800 underline"
            >
              {t('editor.curriculum')}
            </Link>
            {/* Its live batches: the console's batch desk for this course. */}
            <Link
              to={`/admin/courses/${encodeURIComponent(course.id)}/batches`}
              className="text-sm font-semibold text-primary-800 underline"
            >
              {t('editor.batches')}
            </Link>
            <CourseActions
              course={course}
              onDuplicated={(copy) => navigate(`../${copy.id}`, { relative: 'path' })}
            />
          </div>
        }
      />
      <PictureField course={course} />
      {/* A new key after a duplicate or a reload gives the form the course's own values. */}
      <CourseForm key={course.id} course={course} onSaved={() => undefined} />
    </section>
  );
}
