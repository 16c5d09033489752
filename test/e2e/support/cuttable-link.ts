import net from 'node:net';

/**
 * The phone's own way to the product: a TCP relay on a port of its own, which the test cuts. Chromium's
 * offline emulation (setOffline) is applied to a service worker only once Playwright has attached to
 * it, and a worker Chromium restarts after idling can send its first requests before then; a cut relay
 * refuses every request, whoever sends it, as a phone without signal does.
 */
export interface CuttableLink {
  /** The product as the phone reaches it (its own origin: the service worker and stored data live there). */
  origin: string;
  /** No signal: open connections are dropped and new ones refused. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function cuttableLink(productOrigin: string): Promise<CuttableLink> {
  const target = new URL(productOrigin);
  let cut = false;
  const open = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((phone) => {
    track(phone);
    if (cut) {
      phone.destroy();
      return;
    }
    const product = net.connect(Number(target.port), target.hostname);
    track(product);
    phone.pipe(product).pipe(phone);
    phone.on('close', () => product.destroy());
    product.on('close', () => phone.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    cut() {
      cut = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      cut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
