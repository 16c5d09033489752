import { reportFileName } from '../../../shared/domain/site-report';
import { useApi } from '../../lib/api-context';
import { saveFile } from '../../lib/save-file';
import { useClickRead } from '../../lib/use-click-read';
import { Button } from '../../ui/button';
import { RefusalNotice } from '../../ui/refusal-notice';

/**
 * The site report (summary and GeoJSON inventory) saved as a JSON file. Fetched through the API
 * client, because the request needs the API key, which a plain link cannot carry.
 */
export function DownloadReportButton({ siteId }: { siteId: string }) {
  const api = useApi();
  const download = useClickRead(
    () => api.get('/sites/{siteId}/report', { path: { siteId }, query: { download: 'true' } }),
    (report) =>
      saveFile(new Blob([JSON.stringify(report, null, 2)], { type: 'application/json' }), reportFileName(report)),
  );
  return (
    <>
      <Button busy={download.isPending} onClick={() => download.mutate()}>
        Download report
      </Button>
      {download.isError && <RefusalNotice error={download.error} title="Report not downloaded" />}
    </>
  );
}
