import { describe, expect, it } from 'vitest';
import { conversionForm, liveLinkForm, reviewActions, submitForm } from '../../src/content/delivery.ts';
import { eatTime, timeLeft } from '../../src/lib/delivery-time.ts';
import { conversionAmount, draftErrors, feedbackError, liveLinkError } from '../../src/lib/delivery-form.ts';

const file = (bytes: number) => new File([new Uint8Array(bytes)], 'draft.png', { type: 'image/png' });

describe('the draft form', () => {
  it('asks for an http(s) link when sending a link, and refuses javascript: links', () => {
    expect(draftErrors({ kind: 'link', url: '', file: null, caption: '' })).toEqual({ url: submitForm.errors.url });
    expect(draftErrors({ kind: 'link', url: 'javascript:alert(1)', file: null, caption: '' })).toEqual({ url: submitForm.errors.url });
    expect(draftErrors({ kind: 'link', url: ' https://example.com/draft ', file: null, caption: 'Hi' })).toEqual({});
  });

  it('asks for a non-empty file when uploading, whatever the link field holds', () => {
    expect(draftErrors({ kind: 'file', url: 'nonsense', file: null, caption: '' })).toEqual({ file: submitForm.errors.file });
    expect(draftErrors({ kind: 'file', url: '', file: file(0), caption: '' })).toEqual({ file: submitForm.errors.file });
    expect(draftErrors({ kind: 'file', url: '', file: file(10), caption: '' })).toEqual({});
  });

  it('refuses a caption over 2,200 characters', () => {
    expect(draftErrors({ kind: 'link', url: 'https://x.test', file: null, caption: 'a'.repeat(2201) })).toEqual({ caption: submitForm.errors.caption });
    expect(draftErrors({ kind: 'link', url: 'https://x.test', file: null, caption: 'a'.repeat(2200) })).toEqual({});
  });
});

describe('the revision feedback and the live link', () => {
  it('needs 3 to 2,000 characters of feedback', () => {
    expect(feedbackError('  ok ')).toBe(reviewActions.feedbackErrors.short);
    expect(feedbackError('a'.repeat(2001))).toBe(reviewActions.feedbackErrors.long);
    expect(feedbackError('Show the bottle')).toBeUndefined();
  });

  it('needs an http(s) live link', () => {
    expect(liveLinkError('www.tiktok.com/x')).toBe(liveLinkForm.error);
    expect(liveLinkError('https://www.tiktok.com/@a/video/1')).toBeUndefined();
  });
});

describe('a sale or lead typed by the brand', () => {
  it('reads major units into minor units', () => {
    expect(conversionAmount('sale', '1500')).toEqual({ amount: 150_000 });
    expect(conversionAmount('sale', '1500.5')).toEqual({ amount: 150_050 });
  });

  it('lets a lead be worth 0 but not a sale, and refuses anything but a plain amount', () => {
    expect(conversionAmount('lead', '0')).toEqual({ amount: 0 });
    expect(conversionAmount('sale', '0')).toEqual({ error: conversionForm.errors.saleAmount });
    for (const bad of ['', '-5', '1,500', '1.234', 'ten']) expect(conversionAmount('sale', bad)).toEqual({ error: conversionForm.errors.amount });
  });
});

describe('deadlines in East Africa Time', () => {
  it('shows the server’s deadline in EAT, whatever the browser’s zone', () => {
    expect(eatTime('2026-11-26T07:00:00.000Z')).toBe('Thu 26 Nov, 10:00 EAT');
  });

  it('counts down in days and hours, then hours and minutes, and ends at the deadline', () => {
    const at = Date.parse('2026-11-26T07:00:00.000Z');
    expect(timeLeft(at, at - (2 * 24 + 3) * 3_600_000)).toBe('2 days 3 hours');
    expect(timeLeft(at, at - 24 * 3_600_000)).toBe('1 day');
    expect(timeLeft(at, at - (5 * 60 + 12) * 60_000)).toBe('5 hours 12 minutes');
    expect(timeLeft(at, at - 30_000)).toBe('1 minute');
    expect(timeLeft(at, at)).toBeNull();
  });
});
