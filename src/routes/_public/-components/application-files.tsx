import { fileHints, fileLabels, portfolioUrlField, recruitmentContent } from '../../../content/recruitment.ts';
import type { FieldErrors, FileField, RecruitmentEvent } from '../../../../machines/flows/recruitmentMachine.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { ApplicationField, describedBy, errorId, fieldClass, hintClass, hintId, labelClass, RequiredMark } from './application-field.tsx';

const c = recruitmentContent.application;
const ACCEPT: Record<FileField, string> = {
  resume: '.pdf,application/pdf',
  portfolioFile: '.pdf,.md,.txt,application/pdf,text/markdown,text/plain',
};

interface FilesProps {
  idPrefix: string;
  portfolioUrl: string;
  errors: FieldErrors;
  send: (event: RecruitmentEvent) => void;
}

function FileInput({ name, idPrefix, errors, send }: { name: FileField } & Omit<FilesProps, 'portfolioUrl'>) {
  const id = `${idPrefix}-${name}`;
  const invalid = Boolean(errors[name]?.length);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {fileLabels[name]}
        {name === 'resume' && <RequiredMark />}
      </label>
      {/* File inputs cannot be controlled; the machine keeps the chosen files and the modal's life bounds the input's. */}
      <input
        id={id}
        type="file"
        name={name === 'resume' ? 'resume' : 'portfolioFile[]'}
        accept={ACCEPT[name]}
        multiple={name === 'portfolioFile'}
        required={name === 'resume'}
        aria-invalid={invalid}
        aria-describedby={describedBy(id, true, invalid)}
        onChange={(e) => send({ type: 'FILES.CHANGE', name, files: Array.from(e.currentTarget.files ?? []) })}
        className={`${fieldClass} file:mr-3 file:rounded file:border-0 file:bg-slate-200 file:px-3 file:py-1 file:font-semibold file:text-slate-900 dark:file:bg-slate-700 dark:file:text-slate-100`}
      />
      <p id={hintId(id)} className={hintClass}>{fileHints[name]}</p>
      <FieldError id={errorId(id)} message={errors[name]?.join(' ')} announce={false} />
    </div>
  );
}

/** The resume, then the portfolio as files or a URL (spec §3, §5: one or the other, not both). */
export function ApplicationFiles({ idPrefix, portfolioUrl, errors, send }: FilesProps) {
  return (
    <>
      <FileInput name="resume" idPrefix={idPrefix} errors={errors} send={send} />
      <fieldset aria-describedby={hintId(`${idPrefix}-portfolio`)} className="grid gap-4 rounded-lg border border-slate-300 p-4 dark:border-slate-600">
        <legend className="px-1 font-semibold">{c.portfolioLegend}</legend>
        <p id={hintId(`${idPrefix}-portfolio`)} className={hintClass}>{c.portfolioHint}</p>
        <FileInput name="portfolioFile" idPrefix={idPrefix} errors={errors} send={send} />
        <ApplicationField
          def={portfolioUrlField}
          idPrefix={idPrefix}
          value={portfolioUrl}
          errors={errors.portfolioUrl}
          onChange={(value) => send({ type: 'FIELD.CHANGE', name: 'portfolioUrl', value })}
        />
      </fieldset>
    </>
  );
}
