/** Where the API lives. Configurable at build time so one build can talk to a real backend. */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api';
/** The separate base address for job applications (spec §7). */
export const RECRUITMENT_BASE: string = import.meta.env.VITE_RECRUITMENT_BASE ?? '/careers-api';
export const REQUEST_TIMEOUT_MS = 10_000;
