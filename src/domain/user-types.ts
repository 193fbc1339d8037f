/** Types the machines share with the app. Machines import nothing from src/. */
export const ROLES = ['brand', 'influencer', 'partner', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export interface Trial {
  plan: string;
  startedAt: string;
  endsAt: string;
}

/** The plan in force, as `GET /api/v1/user` states it (src/domain/plans.ts PlanInForce; machines import nothing from src/). */
export interface UserPlan {
  id: string;
  name: string;
  status: 'trial' | 'paid' | 'grace' | 'free';
  until: string | null;
}

export interface User {
  id?: string;
  name: string;
  email: string;
  role: Role | null;
  avatar: string | null;
  /** The free trial, once started. */
  trial?: Trial | null;
  /** The plan in force when the user was last read from the API. */
  plan?: UserPlan | null;
  /** When a requested account deletion takes effect (ISO date), or null. */
  deleteAt?: string | null;
}

export interface Session {
  user: User;
  token: string;
}

export type Purpose = 'login' | 'register';

export interface ApiErrorShape {
  message: string;
  status?: number;
  errors?: Record<string, string[]>;
  /** Seconds the server asked to wait before trying again (a 429's Retry-After). */
  retryAfter?: number;
}
