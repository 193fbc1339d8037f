/** One line of the final summary: a figure, its target and whether it was met. */
export interface Check {
  section: string;
  figure: string;
  target: string;
  pass: boolean;
}

export const checks: Check[] = [];

export function check(section: string, figure: string, target: string, pass: boolean): void {
  checks.push({ section, figure, target, pass });
  console.log(`  ${pass ? 'PASS' : 'FAIL'}  ${figure}  (target: ${target})`);
}

export function heading(title: string): void {
  console.log(`\n== ${title} ==`);
}

/** Prints rows as a plain aligned table. */
export function table(rows: string[][]): void {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  for (const row of rows) console.log('  ' + row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ').trimEnd());
}

export function summary(): boolean {
  heading('Summary');
  table([['section', 'result', 'figure', 'target'], ...checks.map((c) => [c.section, c.pass ? 'PASS' : 'FAIL', c.figure, c.target])]);
  const failed = checks.filter((c) => !c.pass).length;
  console.log(failed ? `\n${failed} of ${checks.length} targets failed.` : `\nAll ${checks.length} targets met.`);
  return failed === 0;
}
