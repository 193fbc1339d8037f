/** How deep a JSON body may nest. Every body the API takes is a few levels deep; deeper ones are refused with 422. */
export const MAX_JSON_DEPTH = 32;

/** True when `value` nests deeper than `max` (arrays and objects), found with an explicit stack, never recursion. */
export function nestsDeeperThan(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth + 1 > max) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

const CLOSE_ARRAY = Symbol('close array');
const CLOSE_OBJECT = Symbol('close object');
const COMMA = Symbol('comma');
type Step = { value: unknown } | { key: string } | typeof CLOSE_ARRAY | typeof CLOSE_OBJECT | typeof COMMA;

/**
 * JSON with object keys sorted at every depth, so `{a,b}` and `{b,a}` are the same request. Written with an
 * explicit stack: however deep a body nests, this never overflows the call stack (a 20,000-deep body once made
 * the recursive version answer 500).
 */
export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  const steps: Step[] = [{ value }];
  while (steps.length > 0) {
    const step = steps.pop()!;
    if (step === CLOSE_ARRAY) { out.push(']'); continue; }
    if (step === CLOSE_OBJECT) { out.push('}'); continue; }
    if (step === COMMA) { out.push(','); continue; }
    if ('key' in step) { out.push(`${JSON.stringify(step.key)}:`); continue; }
    const item = step.value;
    if (Array.isArray(item)) {
      out.push('[');
      steps.push(CLOSE_ARRAY);
      for (let i = item.length - 1; i >= 0; i--) {
        steps.push({ value: item[i] });
        if (i > 0) steps.push(COMMA);
      }
    } else if (item && typeof item === 'object') {
      const entries = Object.entries(item as Record<string, unknown>).filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      out.push('{');
      steps.push(CLOSE_OBJECT);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, v] = entries[i]!;
        steps.push({ value: v }, { key: k });
        if (i > 0) steps.push(COMMA);
      }
    } else {
      out.push(JSON.stringify(item ?? null));
    }
  }
  return out.join('');
}
