import {
  BarChart3,
  Brain,
  Cloud,
  Code2,
  Database,
  GraduationCap,
  type LucideIcon,
  Palette,
  ShieldCheck,
  Smartphone,
} from 'lucide-react';
import { cn } from '../../lib/cn';

interface Art {
  icon: LucideIcon;
  /** Tailwind gradient classes drawn from the theme's colours. */
  gradient: string;
}

/**
 * docs/product/courses-and-reviews.md#the-course: the course image is chosen by keywords in the title. We draw it (an icon on a
 * gradient) instead of shipping photos: nothing to download on a slow connection, and no
 * outside image host. The first rule whose keyword appears in the title wins.
 */
const RULES: { keywords: string[]; art: Art }[] = [
  {
    keywords: ['security', 'hacking', 'cyber', 'networking', 'forensics', 'penetration', 'soc'],
    art: { icon: ShieldCheck, gradient: 'from-slate-800 via-slate-700 to-emerald-700' },
  },
  {
    keywords: [
      'machine learning',
      'deep learning',
      'ai',
      'ml',
      'nlp',
      'vision',
      'llm',
      'generative',
      'neural',
    ],
    art: { icon: Brain, gradient: 'from-primary-900 via-indigo-700 to-fuchsia-600' },
  },
  {
    keywords: ['data', 'sql', 'excel', 'power bi', 'tableau', 'analytics', 'statistics', 'pandas', 'spark'],
    art: { icon: BarChart3, gradient: 'from-teal-700 via-cyan-700 to-primary-700' },
  },
  {
    keywords: ['android', 'ios', 'flutter', 'kotlin', 'swift', 'mobile', 'react native', 'firebase'],
    art: { icon: Smartphone, gradient: 'from-accent-600 via-accent-500 to-rose-500' },
  },
  {
    keywords: ['cloud', 'devops', 'docker', 'kubernetes', 'aws', 'azure'],
    art: { icon: Cloud, gradient: 'from-sky-700 via-primary-600 to-sky-400' },
  },
  {
    keywords: ['design', 'ui', 'ux', 'figma'],
    art: { icon: Palette, gradient: 'from-pink-600 via-rose-500 to-accent-400' },
  },
  {
    keywords: ['database', 'postgres', 'mongodb', 'backend', 'node', 'django', 'spring'],
    art: { icon: Database, gradient: 'from-primary-950 via-primary-800 to-teal-600' },
  },
  {
    keywords: [
      'web',
      'html',
      'css',
      'javascript',
      'react',
      'typescript',
      'full stack',
      'frontend',
      'python',
      'java',
    ],
    art: { icon: Code2, gradient: 'from-primary-800 via-primary-600 to-sky-500' },
  },
];

const FALLBACK: Art = { icon: GraduationCap, gradient: 'from-primary-900 via-primary-700 to-accent-500' };

export function artForTitle(title: string): Art {
  const words = title.toLowerCase();
  const hasWord = (keyword: string) => new RegExp(`(^|[^a-z])${keyword}([^a-z]|$)`).test(words);
  return RULES.find((rule) => rule.keywords.some(hasWord))?.art ?? FALLBACK;
}

/** The drawn picture, or the one staff uploaded (`image`) laid over it once it has loaded. */
export function CourseArt({
  title,
  className,
  iconSize = 48,
  image,
}: {
  title: string;
  className?: string;
  iconSize?: number;
  image?: string | null;
}) {
  const { icon: Icon, gradient } = artForTitle(title);
  return (
    <div
      aria-hidden="true"
      className={cn(
        'relative flex items-center justify-center overflow-hidden bg-gradient-to-br text-white',
        gradient,
        className,
      )}
    >
      <div className="absolute -top-8 -right-8 size-32 rounded-full bg-white/10" />
      <div className="absolute -bottom-10 -left-6 size-28 rounded-full bg-white/10" />
      {iconSize > 0 && <Icon size={iconSize} strokeWidth={1.5} className="relative drop-shadow" />}
      {image && <img src={image} alt="" loading="lazy" className="absolute inset-0 size-full object-cover" />}
    </div>
  );
}
