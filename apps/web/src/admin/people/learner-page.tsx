import { formatDate, formatPaise } from '@kalvi/shared';
import type { LearnerDetail } from '@kalvi/shared/admin';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { inputClasses } from '../../components/ui/field';
import { messageOf } from '../../lib/api-errors';
import { useAuthStore } from '../../lib/stores/auth-store';
import { useTranslation } from '../../lib/use-translation';
import { BackLink } from '../components/back-link';
import { notReady } from '../components/not-ready';
import { SectionHeader } from '../components/section-header';
import { useAccountAccess, useLearner } from './api';
import { Listing } from './listing';

/** One learner: the account, what they enrolled in, their orders and reviews, and disable/enable. */
export function LearnerPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('people');
  const { t: tAdmin } = useTranslation('admin');
  const query = useLearner(id);
  const lang = i18n.language;
  const waiting = notReady(query, t('learners.notFound'));
  if (waiting || !query.data) return waiting;
  const learner = query.data.data;

  return (
    <section className="space-y-6">
      <BackLink>{t('learners.back')}</BackLink>
      <SectionHeader
        title={learner.name}
        intro={learner.email}
        actions={
          learner.disabledAt ? (
            <Badge tone="danger">{t('learners.disabled')}</Badge>
          ) : (
            <Badge tone="success">{t('learners.active')}</Badge>
          )
        }
      />
      <dl className="grid gap-x-6 gap-y-2 rounded-ui border border-slate-200 bg-white p-4 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t('learners.email')}</dt>
        <dd className="break-all">{learner.email}</dd>
        <dt className="font-semibold">{t('learners.phone')}</dt>
        <dd>{learner.phone || '—'}</dd>
        <dt className="font-semibold">{t('learners.role')}</dt>
        <dd>{tAdmin(`roles.${learner.role}`)}</dd>
        <dt className="font-semibold">{t('learners.joined')}</dt>
        <dd>{formatDate(learner.createdAt, lang, 'dateTime')}</dd>
        <dt className="font-semibold">{t('learners.sessions')}</dt>
        <dd data-testid="live-sessions">{learner.liveSessions}</dd>
      </dl>

      <AccessPanel learner={learner} />

      <div className="grid gap-6 lg:grid-cols-2">
        <Listing title={t('learners.courses')} empty={t('learners.noCourses')} count={learner.courses.length}>
          {learner.courses.map((c) => (
            <li key={c.id} className="p-3">
              <span className="font-medium">{c.title}</span>
              <span className="block text-xs text-slate-600">
                {t('learners.enrolledOn', { date: formatDate(c.enrolledAt, lang, 'dateTime') })} ·{' '}
                {c.paid ? t('learners.paid') : t('learners.free')}
                {c.revoked && ` · ${t('learners.revoked')}`}
              </span>
            </li>
          ))}
        </Listing>
        <Listing title={t('learners.events')} empty={t('learners.noEvents')} count={learner.events.length}>
          {learner.events.map((e) => (
            <li key={e.id} className="p-3">
              <span className="font-medium">{e.title}</span>
              <span className="block text-xs text-slate-600">
                {t('learners.startsOn', { date: formatDate(e.startDate, lang, 'dateTime') })} ·{' '}
                {e.paid ? t('learners.paid') : t('learners.free')}
              </span>
            </li>
          ))}
        </Listing>
        <Listing title={t('learners.orders')} empty={t('learners.noOrders')} count={learner.orders.length}>
          {learner.orders.map((o) => (
            <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <span className="min-w-0">
                <span className="font-medium">{o.title}</span>
                <span className="block text-xs text-slate-600">
                  {formatDate(o.createdAt, lang, 'dateTime')} · {formatPaise(o.amount, lang)}
                  {o.refunded > 0 &&
                    ` · ${t('learners.refunded', { amount: formatPaise(o.refunded, lang) })}`}
                </span>
              </span>
              <Link className="text-sm font-semibold text-primary-800 underline" to={`/admin/orders/${o.id}`}>
                {t('learners.openOrder')}
              </Link>
            </li>
          ))}
        </Listing>
        <Listing title={t('learners.reviews')} empty={t('learners.noReviews')} count={learner.reviews.length}>
          {learner.reviews.map((r) => (
            <li key={r.id} className="p-3">
              <span className="font-medium">{r.courseTitle}</span> ·{' '}
              {t('learners.stars', { count: r.rating })}
              {r.hidden && (
                <Badge tone="warning" className="ms-2">
                  {t('learners.hidden')}
                </Badge>
              )}
              <p className="mt-1 text-slate-700">{r.comment}</p>
            </li>
          ))}
        </Listing>
      </div>
      {learner.orders.length > 0 && (
        <Link
          className="inline-block text-sm font-semibold text-primary-800 underline"
          to={`/admin/orders?q=${encodeURIComponent(learner.email)}`}
        >
          {t('learners.allOrders')}
        </Link>
      )}
    </section>
  );
}

/** Disable with a reason, or enable again; refused up front where the server would refuse. */
function AccessPanel({ learner }: { learner: LearnerDetail }) {
  const { t, i18n } = useTranslation('people');
  const me = useAuthStore((s) => s.user);
  const access = useAccountAccess(learner.id);
  const [error, setError] = useState('');
  const self = me?.id === learner.id;
  const adminOnly = me?.role !== 'admin' && (learner.role === 'staff' || learner.role === 'admin');
  const blocked = self ? t('learners.access.self') : adminOnly ? t('learners.access.adminOnly') : '';
  const disabled = learner.disabledAt !== null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    setError('');
    access.mutate(
      { disable: !disabled, reason },
      { onError: (err) => setError(messageOf(err, t('learners.access.failed'))) },
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-label={disabled ? t('learners.access.enableTitle') : t('learners.access.disableTitle')}
      className={`space-y-2 rounded-ui border p-4 text-sm ${disabled ? 'border-red-200 bg-red-50' : 'border-slate-200 bg-white'}`}
    >
      <h2 className="text-base font-bold">
        {disabled ? t('learners.access.enableTitle') : t('learners.access.disableTitle')}
      </h2>
      {disabled && learner.disabledAt && (
        <p className="font-medium text-red-800">
          {t('learners.disabledSince', { date: formatDate(learner.disabledAt, i18n.language, 'dateTime') })}
        </p>
      )}
      <p className="text-slate-700">
        {disabled ? t('learners.access.enableHelp') : t('learners.access.disableHelp')}
      </p>
      {!disabled && (
        <label className="flex flex-col font-medium">
          {t('learners.access.reason')}
          <input name="reason" maxLength={500} className={inputClasses()} disabled={Boolean(blocked)} />
        </label>
      )}
      {blocked && <p className="text-amber-900">{blocked}</p>}
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
      <Button
        type="submit"
        variant={disabled ? 'primary' : 'danger'}
        loading={access.isPending}
        disabled={Boolean(blocked) || access.isPending}
      >
        {disabled ? t('learners.access.enable') : t('learners.access.disable')}
      </Button>
    </form>
  );
}
