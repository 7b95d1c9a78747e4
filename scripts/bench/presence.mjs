import { readFileSync } from 'node:fs';

const basic = `Basic ${Buffer.from('sbc-web:sbc-web-demo-secret').toString('base64')}`;

/** Resident memory of a process now (VmRSS), in MB. */
export function residentMemoryMb(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}

/** Logs the demo super admin in and finds the bench events; answers the admin rows to measure. */
export async function presenceTargets(apiOrigin) {
  const login = await fetch(`${apiOrigin}/sbc-admin/v1/login/stored`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@sbc.test', password: 'AdminDemo#2026' }),
  });
  const token = (await login.json()).data.token;
  const auth = { authorization: `Bearer ${token}` };
  const event = async (slug) => (await (await fetch(`${apiOrigin}/sbc-admin/v1/event/detail/${slug}`, { headers: auth })).json()).data;
  const big = await event('bench-akbar-5000');
  const huge = await event('bench-akbar-10000');
  return {
    auth,
    exportEventId: huge.id,
    targets: [
      {
        name: 'API event_presence_list (5 000 participants)',
        app: 'api',
        path: '/sbc-admin/v1/event/event_presence_list',
        method: 'POST',
        body: `event_id=${big.id}&page=1&perPage=50`,
        headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
        contentType: 'application/json',
        connections: 50,
        p99Max: 50,
      },
    ],
  };
}

/** Times one export of 10 000 attendance rows; memory is sampled every 10 ms while it runs. */
export async function measureExport(apiOrigin, apiPid, auth, eventId) {
  const before = residentMemoryMb(apiPid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentMemoryMb(apiPid))), 10);
  const started = performance.now();
  const res = await fetch(`${apiOrigin}/sbc-admin/v1/event/event_presence_excel`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ event_id: eventId }),
  });
  const bytes = (await res.arrayBuffer()).byteLength;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return { ok: res.ok, seconds, bytes, memoryGrowthMb: Math.max(peak, residentMemoryMb(apiPid)) - before };
}

export { basic };
