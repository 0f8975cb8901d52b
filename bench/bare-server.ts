// The floor to compare against: a bare Fastify route with a fixed JSON body, no database.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { success: true, message: 'ok', products: [], totalProducts: 0 };
app.get('/bare', async () => body);
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
