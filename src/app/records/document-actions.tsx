import type { ApiClient } from '../../client/api-client';
import { useApi } from '../lib/api-context';
import { printFile } from '../lib/print-file';
import { saveFile } from '../lib/save-file';
import { useClickRead } from '../lib/use-click-read';
import { Button } from '../ui/button';
import { RefusalNotice } from '../ui/refusal-notice';

/**
 * "Download PDF" and "Print" for a customer document (an estimate's, an invoice's): the PDF the
 * server makes, fetched with the API key, then saved under the name the server gives it or printed
 * with the browser's viewer. A failure is said under the buttons.
 */
export function DocumentActions({ read }: { read: (api: ApiClient) => Promise<File> }) {
  const api = useApi();
  const download = useClickRead(
    () => read(api),
    (pdf) => saveFile(pdf, pdf.name),
  );
  const print = useClickRead(() => read(api), printFile);
  return (
    <div className="stack">
      <div className="row">
        <Button busy={download.isPending} onClick={() => download.mutate()}>
          Download PDF
        </Button>
        <Button busy={print.isPending} onClick={() => print.mutate()}>
          Print
        </Button>
      </div>
      {download.isError && <RefusalNotice error={download.error} title="The PDF was not downloaded" />}
      {print.isError && <RefusalNotice error={print.error} title="The document was not printed" />}
    </div>
  );
}
