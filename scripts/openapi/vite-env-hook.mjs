/**
 * A module hook for `npm run openapi`: the app's modules read `import.meta.env` (Vite's build-time values), which
 * Node does not have. The generator only reads the app's valibot schemas, so here the object is empty.
 */
export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (!url.includes('/src/') || url.includes('/node_modules/') || result.source == null) return result;
  return { ...result, source: String(result.source).replaceAll('import.meta.env', '({})') };
}
