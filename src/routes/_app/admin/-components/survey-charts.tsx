import type { SurveyStats } from '../../../../api/admin.ts';
import { admin } from '../../../../content/admin.ts';
import { ChoiceChart, type ChartRow } from './choice-chart.tsx';
import { choiceLabel, questionFor } from './survey-labels.ts';

const t = admin.charts;

/** Every choice on the form, zeros included, so the spread is honest; values the form no longer offers come last. */
function rowsFor(question: SurveyStats['questions'][number]): ChartRow[] {
  const counted = new Map(question.counts.map((c) => [c.value, c.count]));
  const known = questionFor(question.name)?.choices ?? [];
  const rows = known.map((choice) => ({ label: choice.label, count: counted.get(choice.value) ?? 0 }));
  const extra = question.counts.filter((c) => !known.some((k) => k.value === c.value)).map((c) => ({ label: choiceLabel(question.name, c.value), count: c.count }));
  return [...rows, ...extra];
}

/** The spread of answers to each choice question, over the responses the current filters select. */
export function SurveyCharts({ stats }: { stats: SurveyStats }) {
  return (
    <section aria-labelledby="survey-charts-heading" className="space-y-3">
      <h2 id="survey-charts-heading" className="text-xl font-semibold">{t.title}</h2>
      <p>{stats.total === 0 ? t.none : t.basis(stats.total)}</p>
      {stats.total > 0 ? (
        <div className="grid gap-4 lg:grid-cols-2">
          {stats.questions.map((q) => (
            <ChoiceChart key={q.name} title={questionFor(q.name)?.legend ?? q.name} answered={q.answered} rows={rowsFor(q)} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
