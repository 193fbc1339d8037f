import { describe, expect, it } from 'vitest';
import { toFormData, validateApplication } from '../../src/lib/recruitment-form.ts';

const pdf = (name = 'cv.pdf', size = 10) => new File(['x'.repeat(size)], name, { type: 'application/pdf' });
const good = { fullName: 'Achieng Odhiambo', email: 'achieng@example.com', phone: '+254 712 345 678', whyJoin: 'To help shops grow.' };

describe('validateApplication (spec §5)', () => {
  it('accepts a complete application with a PDF resume', () => {
    expect(validateApplication('product-manager', good, { resume: [pdf()] })).toEqual({});
  });

  it('requires full name, email, phone, why-join and the resume', () => {
    const errors = validateApplication('product-manager', {}, {});
    expect(Object.keys(errors).sort()).toEqual(['email', 'fullName', 'phone', 'resume', 'whyJoin']);
    expect(errors.fullName).toEqual(['Full Name is required.']);
  });

  it('checks email and telephone formats', () => {
    const errors = validateApplication('product-manager', { ...good, email: 'achieng@', phone: 'call me' }, { resume: [pdf()] });
    expect(Object.keys(errors).sort()).toEqual(['email', 'phone']);
  });

  it('accepts only a .pdf resume and pdf, md or txt portfolio files, 5 MB each, at most 5', () => {
    expect(validateApplication('product-manager', good, { resume: [pdf('cv.docx')] }).resume).toEqual(['The resume must be a PDF file.']);
    const portfolio = [new File(['a'], 'a.md'), new File(['b'], 'b.txt'), pdf('c.pdf')];
    expect(validateApplication('product-manager', good, { resume: [pdf()], portfolioFile: portfolio })).toEqual({});
    expect(validateApplication('product-manager', good, { resume: [pdf()], portfolioFile: [new File(['x'], 'x.png')] }).portfolioFile).toEqual([
      'Portfolio files must be pdf, md or txt.',
    ]);
    expect(validateApplication('product-manager', good, { resume: [pdf('cv.pdf', 5 * 1024 * 1024 + 1)] }).resume).toEqual(['Each file must be 5 MB or smaller.']);
    const six = Array.from({ length: 6 }, (_, i) => new File(['x'], `${i}.txt`));
    expect(validateApplication('product-manager', good, { resume: [pdf()], portfolioFile: six }).portfolioFile).toEqual(['Upload at most 5 portfolio files.']);
  });

  it("refuses portfolio files and a URL together with 'Upload files (pdf, md, txt) or provide a URL, not both'", () => {
    const errors = validateApplication('product-manager', { ...good, portfolioUrl: 'https://achieng.dev' }, { resume: [pdf()], portfolioFile: [new File(['a'], 'a.md')] });
    expect(errors).toEqual({ portfolioUrl: ['Upload files (pdf, md, txt) or provide a URL, not both'] });
  });

  it("checks each role's own fields: years from 0, URLs, and the listed choices", () => {
    const dev = validateApplication('assistant-fullstack-developer', { ...good, github: 'github.com/achieng', yearsReact: '-1', yearsLaravel: '2', paymentIntegration: 'yes' }, { resume: [pdf()] });
    expect(Object.keys(dev).sort()).toEqual(['github', 'yearsReact']);
    const advisor = validateApplication('strategic-advisor', { ...good, yearsAdvisory: '0', startupsScaled: '3', investorNetworkSize: '100+', linkedin: 'https://linkedin.com/in/a' }, { resume: [pdf()] });
    expect(advisor).toEqual({});
    expect(Object.keys(validateApplication('strategic-advisor', { ...good, investorNetworkSize: '1000' }, { resume: [pdf()] }))).toEqual(['investorNetworkSize']);
  });

  it("ignores fields of other roles left in the draft", () => {
    expect(validateApplication('product-manager', { ...good, github: 'not a url' }, { resume: [pdf()] })).toEqual({});
  });
});

describe('toFormData (spec §7)', () => {
  const role = { id: 'assistant-fullstack-developer', title: 'Assistant Fullstack Developer' };

  it("sends the role's fields, the resume, and portfolio files under portfolioFile[] rather than the URL", () => {
    const resume = pdf();
    const notes = new File(['a'], 'a.md');
    const body = toFormData({ role, values: { ...good, github: ' https://github.com/a ', linkedin: 'from another role', portfolioUrl: 'https://a.dev' }, files: { resume: [resume], portfolioFile: [notes] } });
    expect(body.get('role')).toBe('assistant-fullstack-developer');
    expect(body.get('github')).toBe('https://github.com/a');
    expect(body.has('linkedin')).toBe(false);
    expect((body.get('resume') as File).name).toBe('cv.pdf');
    expect(body.getAll('portfolioFile[]').map((f) => (f as File).name)).toEqual(['a.md']);
    expect(body.has('portfolioUrl')).toBe(false);
  });

  it('sends the portfolio URL when there are no portfolio files', () => {
    const body = toFormData({ role, values: { ...good, portfolioUrl: 'https://a.dev' }, files: { resume: [pdf()] } });
    expect(body.get('portfolioUrl')).toBe('https://a.dev');
    expect(body.has('portfolioFile[]')).toBe(false);
  });
});
