import request from 'supertest';
import type { makeServer } from './support.ts';

type Server = Awaited<ReturnType<typeof makeServer>>;
let keys = 0;

/** Wanjiru's recruiting campaign: Wambui applied (not funded), and Wairimu's application on the one in progress (funded). */
export const UNFUNDED = 'app-duka-recruiting-wambui';
export const FUNDED = 'app-duka-in-progress-wairimu';
export const WAMBUI = 'creator-wambui@sauti.test';
export const WAIRIMU = 'creator-wairimu@sauti.test';
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
export const PDF = Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

/** The conversations API as one signed-in user (or none); a POST that moves money carries a fresh Idempotency-Key. */
export function messagesApi(server: Server, token: string | null) {
  const auth = <T extends request.Test>(req: T) => (token ? req.set('Authorization', `Bearer ${token}`) : req);
  return {
    auth,
    get: (path: string) => auth(request(server.app).get(`/api${path}`)),
    post: (path: string, body: object = {}) => auth(request(server.app).post(`/api${path}`)).set('Idempotency-Key', `k-${++keys}`).send(body),
    list: (query = '') => auth(request(server.app).get(`/api/conversations${query}`)),
    thread: (id: string, query = '') => auth(request(server.app).get(`/api/conversations/${id}/messages${query}`)),
    send: (id: string, body: string) => auth(request(server.app).post(`/api/conversations/${id}/messages`)).send({ body }),
    /** A multipart message: text and files. */
    sendFiles: (id: string, body: string, files: Array<{ data: Buffer; name: string }>) => {
      let req = auth(request(server.app).post(`/api/conversations/${id}/messages`)).field('body', body);
      for (const f of files) req = req.attach('files', f.data, f.name);
      return req;
    },
    read: (id: string, upTo?: string) => auth(request(server.app).post(`/api/conversations/${id}/read`)).send(upTo ? { upTo } : {}),
  };
}

/** The brand and the two creators of the seeded threads, signed in. */
export async function people(server: Server) {
  return {
    brand: messagesApi(server, await server.signIn('brand@sauti.test')),
    wambui: messagesApi(server, await server.signIn(WAMBUI)),
    wairimu: messagesApi(server, await server.signIn(WAIRIMU)),
  };
}
