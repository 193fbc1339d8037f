import type { MatchView } from '../api/campaign-schemas.ts';
import { matchCopy as t } from '../content/creator.ts';

/**
 * Why a creator and a campaign match: the score out of 100, the top reasons and one caveat. The score is a
 * weighted sum shown with its parts, so the copy never claims more than that (campaigns issue).
 */
export function MatchReasons({ match }: { match: MatchView }) {
  const score = Math.max(0, Math.min(100, match.score));
  return (
    <div className="space-y-2">
      <p className="font-semibold">{t.score(score)}</p>
      <div aria-hidden="true" className="h-2 w-full max-w-xs overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
        <div className="h-full bg-brand-700 dark:bg-teal-400" style={{ width: `${score}%` }} />
      </div>
      <p className="text-sm font-medium text-slate-600 dark:text-slate-300">{t.reasons}</p>
      <ul className="list-disc space-y-1 pl-5">
        {match.reasons.map((reason) => <li key={reason}>{reason}</li>)}
      </ul>
      {match.caveat && (
        <p className="text-sm text-amber-900 dark:text-amber-200">
          <span className="font-semibold">{t.caveat}:</span> {match.caveat}
        </p>
      )}
    </div>
  );
}
