import { bodyLimit } from 'hono/body-limit';
import { AppError } from './app-error';

/** Refuses a body over `maxBytes` with 413 in the envelope, whether it declares its length or streams. */
export function limitBody(maxBytes: number) {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      // The rest of the upload is left unread; a client that reused this connection would lose its next request.
      throw new AppError(
        'payload_too_large',
        413,
        `The request body exceeds ${maxBytes} bytes`,
        {},
        { Connection: 'close' },
      );
    },
  });
}
