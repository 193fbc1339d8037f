import { useEffect, useState } from 'react';
import { contractPage as t } from '../../../content/delivery.ts';
import { eatTime, timeLeft } from '../../../lib/delivery-time.ts';

/**
 * The server's review deadline (reviewDeadlineAt), shown in EAT. Only the "time left" text follows a client timer,
 * once a minute; the deadline itself and the approval belong to the local API.
 */
export function ContractReviewDeadline({ deadline, side }: { deadline: string; side: 'brand' | 'creator' }) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  const left = timeLeft(Date.parse(deadline), now);
  return (
    <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-950 dark:bg-amber-950 dark:text-amber-100">
      {t.deadline[side](eatTime(deadline))} <span className="font-semibold">{left ? t.deadline.left(left) : t.deadline.passing}</span>
    </p>
  );
}
