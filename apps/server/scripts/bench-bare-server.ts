// The yardstick of `npm run bench:wallet`: a bare Fastify route on the same machine, same load tool, same run.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
// echoes the request id like the app does, which the paced rows match answers to their requests by
app.post('/bare', async (request, reply) => {
  reply.header('x-request-id', request.headers['x-request-id']);
  return { success: true, value: null };
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
