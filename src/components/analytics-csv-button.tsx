import { fetchAnalyticsCsv, type CsvExport } from '../api/analytics.ts';
import { analyticsCopy } from '../content/analytics.ts';
import { DownloadButton } from './download-button.tsx';

/** The analytics exports: fetched with the session's token and saved, the outcome announced. */
export function AnalyticsCsvButton({ target, fileName }: { target: CsvExport; fileName: string }) {
  return <DownloadButton fetchFile={() => fetchAnalyticsCsv(target)} fileName={fileName} copy={analyticsCopy.csv} />;
}
