import type { Trial } from '../../machines/types.ts';
import { planById } from '../domain/plans.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left in a trial, rounded up, never below zero. */
export function trialDaysLeft(trial: Pick<Trial, 'endsAt'>, now = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(trial.endsAt) - now) / DAY_MS));
}

/** A plan's name from its id, for showing a trial. */
export const planName = (id: string): string => planById(id)?.name ?? id;
