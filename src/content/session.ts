/**
 * The signed-in session's own copy (spec §8), apart from the sign-in screens' (content/auth.ts): the auth
 * actor loads with every signed-in page and needs only this (docs/decisions/0008).
 */
export const session = {
  loggedOut: { title: 'Logout Successful', description: "You've been logged out" },
} as const;
