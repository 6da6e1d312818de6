import { Infinity as InfinityIcon, TrendingUp, UserRoundCheck, type LucideIcon } from 'lucide-react';

interface Reason {
  title: string;
  text: string;
  icon: LucideIcon;
  tint: string;
}

const REASONS: readonly Reason[] = [
  {
    title: 'Expert Instructors',
    text: 'Learn from experienced instructors who know their subject and how to teach it.',
    icon: UserRoundCheck,
    tint: 'from-indigo-500 to-blue-500',
  },
  {
    title: 'Flexible Learning',
    text: 'Lifetime access to every course you join — learn at your own pace, whenever it suits you.',
    icon: InfinityIcon,
    tint: 'from-violet-500 to-fuchsia-500',
  },
  {
    title: 'Career Growth',
    text: 'Build practical, job-ready skills and grow with your team towards the career you want.',
    icon: TrendingUp,
    tint: 'from-emerald-500 to-teal-500',
  },
];

export function WhyChoose() {
  return (
    <section aria-labelledby="why-title" className="border-y bg-muted/50">
      <div className="mx-auto max-w-7xl px-5 py-20 sm:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wider text-primary uppercase">Why us</p>
          <h2 id="why-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            Why Choose CMS
          </h2>
          <p className="mt-3 text-muted-foreground">Everything you need to learn well, in one place.</p>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {REASONS.map(({ title, text, icon: Icon, tint }) => (
            <li key={title} className="rounded-2xl border bg-card p-7 shadow-sm transition-shadow hover:shadow-lg">
              <span
                className={`flex size-12 items-center justify-center rounded-xl bg-gradient-to-br ${tint} text-white shadow-md`}
              >
                <Icon aria-hidden className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-bold">{title}</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
