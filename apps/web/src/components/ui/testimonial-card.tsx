import type { Testimonial } from '@kalvi/shared';
import { BadgeCheck, Quote } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Stars } from './stars';

const avatarTones = [
  'from-primary-600 to-primary-900',
  'from-accent-400 to-accent-700',
  'from-emerald-500 to-teal-700',
  'from-fuchsia-500 to-purple-700',
  'from-sky-500 to-indigo-700',
];

function nameInitials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return `${parts[0]?.charAt(0) ?? ''}${parts.length > 1 ? (parts.at(-1)?.charAt(0) ?? '') : ''}`.toUpperCase();
}

export interface TestimonialCardProps {
  testimonial: Testimonial;
  /** The badge's words, e.g. 'Verified Learner'. */
  verifiedLabel: string;
  className?: string;
}

/** A learner's review: stars, the words in quotes, who said it. */
export function TestimonialCard({ testimonial, verifiedLabel, className }: TestimonialCardProps) {
  const { name, role, review, avatar, verified, rating, id } = testimonial;
  return (
    <figure
      className={cn(
        'flex h-full flex-col gap-4 rounded-ui border border-slate-200 bg-white p-6 shadow-sm',
        className,
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <Stars rating={rating} />
        <Quote aria-hidden="true" size={28} className="text-primary-100" />
      </div>
      <blockquote className="flex-1 text-slate-700">
        <p>&ldquo;{review}&rdquo;</p>
      </blockquote>
      <figcaption className="flex items-center gap-3 border-t border-slate-100 pt-4">
        {avatar ? (
          <img
            src={avatar}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            className="size-12 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className={cn(
              'flex size-12 shrink-0 items-center justify-center rounded-full bg-gradient-to-br font-bold text-white',
              avatarTones[id % avatarTones.length],
            )}
          >
            {nameInitials(name)}
          </span>
        )}
        <div className="min-w-0">
          <p className="font-semibold text-ink">{name}</p>
          <p className="text-sm text-slate-600">{role}</p>
          {verified && (
            <p className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-success-700">
              <BadgeCheck aria-hidden="true" size={14} />
              {verifiedLabel}
            </p>
          )}
        </div>
      </figcaption>
    </figure>
  );
}
