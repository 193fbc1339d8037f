import { useEffect, useState } from 'react';
import { fetchScreenshot } from '../../../../api/admin-review.ts';
import { verificationReview as t } from '../../../../content/review.ts';

type Shot = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; url: string };

/**
 * The evidence image: it needs the bearer token, so it is fetched as a blob and shown through an object URL,
 * which is revoked when the image leaves the page.
 */
export function VerificationScreenshot({ verificationId, index, alt }: { verificationId: string; index: number; alt: string }) {
  const [shot, setShot] = useState<Shot>({ state: 'loading' });
  useEffect(() => {
    let url = '';
    let live = true;
    fetchScreenshot(verificationId, index).then(
      (blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setShot({ state: 'ready', url });
      },
      () => live && setShot({ state: 'failed' }),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [verificationId, index]);

  if (shot.state === 'ready') return <img src={shot.url} alt={alt} className="max-h-96 rounded-lg border border-slate-200 dark:border-slate-700" />;
  return <p className={shot.state === 'failed' ? 'text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-300'}>{shot.state === 'failed' ? t.screenshotFailed : t.screenshotLoading}</p>;
}
