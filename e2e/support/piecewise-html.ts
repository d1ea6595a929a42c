import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PiecewiseServer {
  url: string;
  close(): Promise<void>;
}

/**
 * A front for the app server that sends every HTML page in pieces of `pieceBytes`, pausing `pauseMs`
 * after each, as a slow phone connection (or a slow phone's parser) delivers a long page: the browser
 * draws what has arrived between pieces. Everything else passes through whole. Pages are fetched
 * uncompressed, so the pieces are pieces of the markup. Every request is passed on as a GET without
 * a body: it is for opening pages, not for posting through it.
 */
export async function servePiecewise(
  upstream: string,
  { pieceBytes = 2048, pauseMs = 40 }: { pieceBytes?: number; pauseMs?: number } = {},
): Promise<PiecewiseServer> {
  const server = http.createServer(async (request, response) => {
    try {
      const answer = await fetch(`${upstream}${request.url ?? '/'}`, {
        headers: { accept: request.headers.accept ?? '*/*', 'accept-encoding': 'identity' },
      });
      const body = Buffer.from(await answer.arrayBuffer());
      const headers: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding'].includes(name))
          headers[name] = value;
      });
      response.writeHead(answer.status, headers);
      if (!answer.headers.get('content-type')?.includes('text/html')) {
        response.end(body);
        return;
      }
      for (let start = 0; start < body.length; start += pieceBytes) {
        response.write(body.subarray(start, start + pieceBytes));
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
      response.end();
    } catch (error) {
      response.destroy(error as Error);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
