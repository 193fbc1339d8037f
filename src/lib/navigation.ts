/**
 * Navigation for code that lives outside React and the router (the auth and onboarding actors).
 * src/router.ts wires these to the router once it exists, which keeps those modules router-free.
 */
export const navigation = {
  toLogin: (): void => {},
  /** Goes to an app path unless the browser is already there. */
  go: (_path: string): void => {},
};
