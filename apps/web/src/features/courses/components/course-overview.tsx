import type { Course } from '@kalvi/shared';
import { formatDuration, longDate } from '@kalvi/shared';
import {
  Award,
  BookOpen,
  Check,
  Clock,
  FileQuestion,
  Globe,
  GraduationCap,
  PlayCircle,
  SignalHigh,
} from 'lucide-react';
import { CourseArt } from '../../../components/ui/course-art';
import { currentLanguage } from '../../../lib/language';
import { localised } from '../../../lib/localised';
import { useTranslation } from '../../../lib/use-translation';

/** The Overview tab: what the course is, what it teaches, who teaches it, and its facts. */
export function CourseOverview({ course }: { course: Course }) {
  const { t } = useTranslation('courses');
  const facts = [
    {
      icon: Clock,
      label: t('detail.duration'),
      value: formatDuration(course.duration_hours, course.duration_minutes, currentLanguage()),
    },
    { icon: BookOpen, label: t('detail.lessons'), value: String(course.lessons) },
    { icon: FileQuestion, label: t('detail.quizzes'), value: String(course.quizzes) },
    {
      icon: Award,
      label: t('detail.certificate'),
      value: course.certifications ? t('detail.certificateYes') : t('detail.certificateNo'),
    },
    { icon: Globe, label: t('detail.language'), value: course.language },
    { icon: SignalHigh, label: t('detail.level'), value: t(`filters.levels.${course.level}`) },
  ];
  return (
    <div className="flex flex-col gap-6">
      <div className="relative overflow-hidden rounded-ui">
        <CourseArt
          title={course.title}
          className="aspect-video w-full"
          iconSize={0}
          image={course.image_url}
        />
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center text-white">
          <PlayCircle aria-hidden="true" size={56} strokeWidth={1.5} />
          <p className="text-sm font-semibold">{t('detail.videoSoon')}</p>
        </div>
      </div>

      <section>
        <h3 className="text-lg font-bold text-ink">{t('detail.about')}</h3>
        <p className="mt-2 whitespace-pre-line text-slate-700">
          {localised(course.course_description, course.course_description_ta)}
        </p>
      </section>

      {course.what_you_will_learn.length > 0 && (
        <section>
          <h3 className="text-lg font-bold text-ink">{t('detail.learn')}</h3>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {course.what_you_will_learn.map((item) => (
              <li key={item.description} className="flex gap-2 text-slate-700">
                <Check aria-hidden="true" size={18} className="mt-0.5 shrink-0 text-success-600" />
                <span>{item.description}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section>
        <h3 className="text-lg font-bold text-ink">{t('detail.details')}</h3>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {facts.map(({ icon: Icon, label, value }) => (
            <div key={label} className="rounded-ui border border-slate-200 p-3">
              <dt className="flex items-center gap-1.5 text-xs font-semibold text-slate-500 uppercase">
                <Icon aria-hidden="true" size={14} />
                {label}
              </dt>
              <dd className="mt-1 font-semibold text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="flex items-start gap-3 rounded-ui bg-primary-50 p-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-700 text-white">
          <GraduationCap aria-hidden="true" size={22} />
        </span>
        <div>
          <h3 className="text-xs font-semibold text-primary-800 uppercase">{t('detail.instructor')}</h3>
          <p className="font-bold text-ink">{course.instructor.name}</p>
          {course.instructor.title && <p className="text-sm text-slate-600">{course.instructor.title}</p>}
        </div>
      </section>

      {(course.graduation || course.publication_date) && (
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          {course.graduation && (
            <div>
              <dt className="font-semibold text-ink">{t('detail.eligibility')}</dt>
              <dd className="text-slate-600">{course.graduation}</dd>
            </div>
          )}
          <div>
            <dt className="font-semibold text-ink">{t('detail.published')}</dt>
            <dd className="text-slate-600">
              {longDate(new Date(course.publication_date), currentLanguage())}
            </dd>
          </div>
        </dl>
      )}
    </div>
  );
}
