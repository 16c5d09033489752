/** The frame of the last print, kept while the browser's print dialog may still read it. */
let lastPrint: { frame: HTMLIFrameElement; url: string } | null = null;

/**
 * Prints a PDF with the browser's own viewer: loaded in an invisible frame of this page, which is
 * told to print once loaded, so the printout is the document itself, not the page around it. Fetched
 * first, because the request needs the API key, which a frame's address cannot carry. The frame
 * stays until the next print (closing the dialog gives no reliable signal across browsers).
 */
export function printFile(blob: Blob): void {
  if (lastPrint) {
    lastPrint.frame.remove();
    URL.revokeObjectURL(lastPrint.url);
  }
  const url = URL.createObjectURL(blob);
  const frame = document.createElement('iframe');
  frame.title = 'Document to print';
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  // Not display: none, which some browsers do not print from.
  Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0' });
  frame.addEventListener('load', () => {
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
  });
  frame.src = url;
  document.body.append(frame);
  lastPrint = { frame, url };
}
