/** True for an absolute http(s) URL. Shared by the app's forms and the local API's rules. */
export function isHttpUrl(s: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(s).protocol);
  } catch {
    return false;
  }
}
