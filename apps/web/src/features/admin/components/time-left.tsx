import { AlertTriangle, Timer } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { t } from '@/lib/i18n/i18n.ts';

const MINUTE = 60_000;

/** Hours and minutes of a span, rounded down to the minute. */
const split = (ms: number) => {
  const minutes = Math.floor(Math.abs(ms) / MINUTE);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
};

/** The time left on a request's clock: a warning badge while it runs, a red one once it is overdue. */
export function TimeLeft({ remainingMs }: { remainingMs: number }) {
  const { hours, minutes } = split(remainingMs);
  if (remainingMs < 0)
    return (
      <Badge variant="danger" data-testid="time-left" data-overdue="true">
        <AlertTriangle className="size-3" aria-hidden="true" />
        {t('Overdue by {hours} h {minutes} min', { hours, minutes })}
      </Badge>
    );
  return (
    <Badge variant={hours < 8 ? 'warning' : 'info'} data-testid="time-left">
      <Timer className="size-3" aria-hidden="true" />
      {t('{hours} h {minutes} min left', { hours, minutes })}
    </Badge>
  );
}
