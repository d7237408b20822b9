// The yardstick of `npm run bench:wallet`: a bare Fastify route on the same machine, same load tool, same run.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/bare', async () => ({ success: true, value: null }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
