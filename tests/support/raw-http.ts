import { connect } from 'node:net';

export type RawAnswer = { status: number; head: string; body: string };

/**
 * Sends `request` to the server exactly as written (what fetch and node:http will not send: a broken
 * chunk, an unknown Expect) and reads the answer until the server closes the connection.
 */
export function rawExchange(url: string, request: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const head = split === -1 ? text : text.slice(0, split);
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3}) /.exec(head)?.[1] ?? 0), head, body: split === -1 ? '' : text.slice(split + 4) });
    });
  });
}

/** Sends the start of a request, then closes the connection at once: a body that breaks off. */
export function sendAndClose(url: string, start: string): Promise<void> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(start));
    // Whatever the server answers is read and dropped: unread, it would hold the connection open.
    socket.resume();
    socket.on('error', reject);
    socket.on('close', () => resolve());
  });
}
