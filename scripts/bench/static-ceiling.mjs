// The static ceiling: a bare Node http server sending fixed bytes, run in its own process.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, port, contentType = 'text/html; charset=utf-8'] = process.argv.slice(2);
const body = readFileSync(file);
createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': contentType, 'Content-Length': body.length });
  res.end(body);
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
