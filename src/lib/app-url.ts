/**
 * A link the API gives as a path (`/r/Ab3dE9x`), made whole on the address this app is served from, so it can be
 * shared; a link that is already absolute (the API's APP_URL) stays as it is.
 */
export function onAppOrigin(url: string, origin: string = globalThis.location.origin): string {
  return new URL(url, origin).href;
}
