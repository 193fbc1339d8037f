import { useState } from 'react';
import { PLATFORM_LABELS, PLATFORMS } from '../../../domain/catalog.ts';
import type { Platform } from '../../../domain/onboarding-types.ts';
import { inputClass } from '../../../components/ui/button-styles.ts';
import { content } from '../../../content/onboarding.ts';
import { SaveStatus } from './save-status.tsx';
import { NichePicker } from '../../../components/niche-picker.tsx';
import { StepShell } from './step-shell.tsx';
import { useOnboarding } from './use-onboarding.ts';

export function SocialMediaStep() {
  const { send, data } = useOnboarding('social-media');
  const [platform, setPlatform] = useState<Platform | null>(data.socialMedia?.platform ?? null);
  const [handle, setHandle] = useState(data.socialMedia?.handle ?? '');
  const submit = () => send({ type: 'SOCIAL.SUBMIT', socialMedia: platform && handle.trim() ? { platform, handle: handle.trim() } : null });
  return (
    <StepShell title={content.social.title} onSubmit={submit} onBack={() => send({ type: 'BACK' })} onSkip={() => send({ type: 'SKIP' })}>
      <fieldset>
        <legend className="mb-2 font-medium">{content.social.platform}</legend>
        <div className="grid grid-cols-2 gap-3">
          {PLATFORMS.map((p) => (
            <label key={p} className="flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 has-checked:border-brand-700 dark:border-slate-600">
              <input type="radio" name="platform" value={p} checked={platform === p} onChange={() => setPlatform(p)} />
              {PLATFORM_LABELS[p]}
            </label>
          ))}
        </div>
      </fieldset>
      {/* The handle field appears once a platform is chosen (spec §2). */}
      {platform && (
        <div>
          <label htmlFor="handle" className="mb-1 block font-medium">{content.social.handle}</label>
          <input id="handle" value={handle} onChange={(e) => setHandle(e.target.value)} className={inputClass} />
        </div>
      )}
    </StepShell>
  );
}

export function NicheStep() {
  const { send, data, busy, snapshot } = useOnboarding('niche');
  const [niches, setNiches] = useState<string[]>(data.niches);
  const failed = snapshot.matches('saveFailed');
  return (
    <StepShell
      title={content.niche.title}
      onSubmit={() => send(failed ? { type: 'RETRY' } : { type: 'NICHES.SUBMIT', niches })}
      onBack={failed ? undefined : () => send({ type: 'BACK' })}
      onSkip={failed ? undefined : () => send({ type: 'SKIP' })}
      busy={busy}
      submitLabel={failed ? content.retry : content.finish}
    >
      <NichePicker value={niches} onChange={setNiches} />
      <SaveStatus snapshot={snapshot} />
    </StepShell>
  );
}
