import { readConfig } from './config.ts';
import { buildServer, listen } from './server.ts';

const config = readConfig();
const { app, ctx } = buildServer(config);
const server = await listen(app, config.port, config.host, ctx);
const url = `http://${config.host}:${config.port}`;
console.log(`Sauti local API (${config.mode}) on ${url}/api, data in ${config.dataFile}`);
if (config.staticDir) console.log(`Serving the app from ${config.staticDir} at ${url}/`);

const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
