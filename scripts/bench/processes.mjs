import { fork, spawn } from 'node:child_process';
import { request } from 'node:http';

/** Starts a long-running command and resolves once `url` answers below 500. */
export async function startProcess(name, command, args, { cwd, env, url }) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (c) => (stderr += c));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${stderr}`);
    if (await answers(url)) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error(`${name} did not start: ${stderr}`);
}

function answers(url) {
  return new Promise((resolve) => {
    const req = request(url, (res) => {
      res.resume();
      resolve(res.statusCode < 500);
    });
    req.on('error', () => resolve(false));
    req.end();
  });
}

/** Serves `file` from a bare Node http server in a separate process. */
export async function startCeiling(file, port, contentType) {
  const child = fork(new URL('./static-ceiling.mjs', import.meta.url), [file, String(port), contentType], {
    stdio: 'ignore',
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', () => reject(new Error('static ceiling exited')));
  });
  return child;
}

export function stopProcess(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}
