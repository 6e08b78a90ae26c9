/**
 * Raw HTTP over a socket: `fetch` normalises paths and refuses malformed targets and headers,
 * so it cannot send what an attacker sends.
 */
import { connect } from 'node:net';

/** Send `head` (request line and headers, CRLF-separated, without the blank line) and `body`; resolve with the status code, or null when the server closed without one. */
export function rawRequest(port: number, head: string, body = ''): Promise<{ status: number | null; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const match = text.match(/^HTTP\/1\.[01] (\d{3})/);
      resolve({ status: match ? Number(match[1]) : null, text });
    });
    socket.on('connect', () => {
      socket.end(`${head}\r\nconnection: close\r\n\r\n${body}`, 'latin1');
    });
  });
}
