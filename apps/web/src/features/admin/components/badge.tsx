import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

// On its 10 % tint the light theme's success and accent text fall just under 4.5:1 (4.4), so
// the light theme takes a darker shade of each for the text (about 6:1); dark keeps the token.
const tones: Record<BadgeTone, string> = {
  success: 'border-success/40 bg-success/10 text-green-800 dark:text-success',
  warning: 'border-accent/40 bg-accent/10 text-amber-800 dark:text-accent',
  danger: 'border-danger/40 bg-danger/10 text-danger',
  info: 'border-primary/40 bg-primary/10 text-primary',
  neutral: 'border-border bg-surface text-muted',
};

export function Badge(props: { tone: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[props.tone],
        props.className,
      )}
    >
      {props.children}
    </span>
  );
}
