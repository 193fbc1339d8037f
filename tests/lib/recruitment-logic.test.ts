import { describe, expect, it } from 'vitest';
import { validationSummary } from '../../src/routes/_public/-components/recruitment-logic.ts';

describe('validationSummary (spec §8)', () => {
  it("lists 'Submission failed due to validation errors:' then each field by its label with its messages", () => {
    expect(validationSummary({ resume: ['The resume must be a PDF file.'], email: ['Enter a valid email address.', 'Too long.'] })).toBe(
      'Submission failed due to validation errors: Resume (PDF): The resume must be a PDF file. Email Address: Enter a valid email address. Too long.',
    );
  });

  it('names fields the form does not know by their key', () => {
    expect(validationSummary({ avatar: ['This field does not take files.'] })).toBe(
      'Submission failed due to validation errors: avatar: This field does not take files.',
    );
  });
});
