import type { ConversionType } from '../domain/tracking-types.ts';
import { isHttpUrl } from '../domain/urls.ts';
import { conversionForm, liveLinkForm, reviewActions, submitForm } from '../content/delivery.ts';
import { toMinor } from './money.ts';

/**
 * The delivery forms' checks, the same the local API makes (mock-server/delivery/*, tracking/conversion-bodies.ts),
 * so a person sees the field's problem before anything is sent. The API stays the authority.
 */
export type DraftKind = 'link' | 'file';
export interface DraftFields { kind: DraftKind; url: string; file: File | null; caption: string }
export type DraftErrors = Partial<Record<'url' | 'file' | 'caption', string>>;

export const CAPTION_MAX = 2200;

export function draftErrors({ kind, url, file, caption }: DraftFields): DraftErrors {
  const errors: DraftErrors = {};
  if (kind === 'link' && !isHttpUrl(url.trim())) errors.url = submitForm.errors.url;
  if (kind === 'file' && (!file || file.size === 0)) errors.file = submitForm.errors.file;
  if (caption.trim().length > CAPTION_MAX) errors.caption = submitForm.errors.caption;
  return errors;
}

export function feedbackError(text: string): string | undefined {
  const length = text.trim().length;
  if (length < 3) return reviewActions.feedbackErrors.short;
  return length > 2000 ? reviewActions.feedbackErrors.long : undefined;
}

export const liveLinkError = (url: string): string | undefined => (isHttpUrl(url.trim()) ? undefined : liveLinkForm.error);

/** A typed amount in minor units, or an error: a plain amount with up to 2 decimals; a sale must be above 0. */
export function conversionAmount(type: ConversionType, text: string): { amount: number } | { error: string } {
  const trimmed = text.trim();
  if (!/^\d{1,11}(\.\d{1,2})?$/.test(trimmed)) return { error: conversionForm.errors.amount };
  const amount = toMinor(Number(trimmed));
  if (type === 'sale' && amount === 0) return { error: conversionForm.errors.saleAmount };
  return { amount };
}
