// The deployment files (apps/api/Dockerfile, apps/web/Dockerfile, deploy/spa.Dockerfile, deploy/compose.yaml,
// deploy/Caddyfile) cannot be built on our machines (no container engine): this checks they still agree
// with the repository, so they do not rot.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allEndpoints, createBackup, endpointPath } from '@sbc/contract';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const json = (path: string) => JSON.parse(read(path)) as Record<string, any>;

type Yaml = string | Yaml[] | { [key: string]: Yaml };

/** The YAML the compose file uses: nested maps, `- item` lists, scalars, quoted strings, `[...]` lists. */
function parseYaml(text: string): Yaml {
  const lines = text
    .split('\n')
    .map((raw) => raw.replace(/(^|\s)#.*$/, '').trimEnd())
    .filter((line) => line.trim())
    .map((line) => ({ indent: line.length - line.trimStart().length, text: line.trim() }));
  let at = 0;
  const unquote = (value: string) => value.replace(/^"(.*)"$/, '$1').replace(/^'(.*)'$/, '$1');
  const scalar = (value: string): Yaml => {
    if (value.startsWith('[')) {
      return value
        .slice(1, -1)
        .split(',')
        .map((item) => unquote(item.trim()));
    }
    return unquote(value);
  };
  const block = (indent: number): Yaml => {
    if (lines[at]?.text.startsWith('- ')) {
      const list: Yaml[] = [];
      while (lines[at]?.indent === indent && lines[at]?.text.startsWith('- ')) {
        list.push(scalar(lines[at++]?.text.slice(2) ?? ''));
      }
      return list;
    }
    const map: Record<string, Yaml> = {};
    while (lines[at] && (lines[at]?.indent ?? 0) === indent) {
      const line = lines[at++]?.text ?? '';
      const colon = line.indexOf(':');
      const key = line.slice(0, colon);
      const rest = line.slice(colon + 1).trim();
      const next = lines[at];
      map[key] = rest ? scalar(rest) : next && next.indent > indent ? block(next.indent) : '';
    }
    return map;
  };
  return block(0);
}

interface Stage {
  workdir: string;
  env: Record<string, string>;
  copies: { from?: string; sources: string[]; dest: string }[];
  run: string[];
  expose: string[];
  entrypoint: string[];
  cmd: string[];
}

/** The stages of a Dockerfile (continued lines joined), with `${NAME}` replaced by its build argument. */
function parseDockerfile(text: string, args: Record<string, string>): Stage[] {
  const stages: Stage[] = [];
  const instructions = text
    .replace(/\\\n/g, ' ')
    .replace(/\$\{(\w+)\}/g, (whole, name: string) => args[name] ?? whole)
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  for (const line of instructions) {
    const [op = '', ...words] = line.split(/\s+/);
    const args = line.slice(op.length).trim();
    if (op === 'FROM') {
      stages.push({
        workdir: '/',
        env: {},
        copies: [],
        run: [],
        expose: [],
        entrypoint: [],
        cmd: [],
      });
      continue;
    }
    const stage = stages.at(-1);
    if (!stage) throw new Error(`${op} before FROM`);
    if (op === 'WORKDIR') stage.workdir = args;
    if (op === 'ENV')
      for (const pair of words)
        stage.env[pair.split('=')[0] ?? ''] = pair.split('=').slice(1).join('=');
    if (op === 'RUN') stage.run.push(args);
    if (op === 'EXPOSE') stage.expose.push(...words);
    if (op === 'ENTRYPOINT') stage.entrypoint = JSON.parse(args) as string[];
    if (op === 'CMD') stage.cmd = JSON.parse(args) as string[];
    if (op === 'COPY') {
      const flags = words.filter((w) => w.startsWith('--'));
      const paths = words.filter((w) => !w.startsWith('--'));
      const from = flags.find((f) => f.startsWith('--from='))?.slice('--from='.length);
      stage.copies.push({ from, sources: paths.slice(0, -1), dest: paths.at(-1) ?? '' });
    }
  }
  return stages;
}

// The three single-page apps share one Dockerfile: compose passes the app and its port as build arguments.
const SPA = 'deploy/spa.Dockerfile';
const spa = (port: string) => ({
  port,
  dockerfile: SPA,
  code: ['packages/static-server/src', 'packages/static-server/bin'],
});
const APPS = {
  api: { port: '4000', dockerfile: 'apps/api/Dockerfile', code: ['apps/api/src'] },
  web: {
    port: '3000',
    dockerfile: 'apps/web/Dockerfile',
    code: [
      'apps/web/server.mjs',
      'apps/web/start.mjs',
      'apps/web/app/env.server.ts',
      'packages/static-server/src',
      'packages/static-server/bin',
    ],
  },
  admin: spa('3001'),
  member: spa('3003'),
  webview: spa('3002'),
} as const;
type App = keyof typeof APPS;

/** The source an app runs (tests left out), to find the settings it reads. */
function codeOf(app: App): string {
  const files = APPS[app].code.flatMap((path) =>
    path.includes('.')
      ? [path]
      : readdirSync(join(root, path), { recursive: true })
          .map((f) => posix.join(path, String(f)))
          .filter((f) => /\.(ts|js|mjs)$/.test(f) && !/\.test\./.test(f)),
  );
  return files.map(read).join('\n');
}

/** Where a path of a build stage comes from: the checkout (`COPY . .` into /repo) or the deploy output. */
function checkBuildSource(app: App, stages: Stage[], source: string): void {
  const build = stages[0];
  if (source.startsWith('/out/')) {
    expect(
      build?.run.some((r) => r.includes(`--filter=@sbc/${app} deploy`) && r.endsWith(' /out')),
    ).toBe(true);
    expect(['/out/package.json', '/out/node_modules']).toContain(source);
    return;
  }
  expect(source.startsWith('/repo/'), source).toBe(true);
  const path = source.slice('/repo/'.length);
  const output = /^apps\/\w+\/(dist|build)$/.test(path);
  if (output) {
    // A build output: declared by turbo's build task, and left out of the context by .dockerignore.
    const outputs = json('turbo.json').tasks.build.outputs as string[];
    expect(outputs).toContain(`${path.split('/').pop()}/**`);
    expect(read('.dockerignore')).toMatch(
      new RegExp(`^(\\*\\*/${path.split('/').pop()}|${path})$`, 'm'),
    );
  } else {
    expect(existsSync(join(root, path)), `${path} exists`).toBe(true);
  }
}

/** The command a package's start script runs, as a Dockerfile CMD (a dependency's bin by its file). */
function startCommand(app: App): string[] {
  const [bin = '', ...args] = (json(`apps/${app}/package.json`).scripts.start as string).split(
    /\s+/,
  );
  if (bin === 'node') return [bin, ...args];
  for (const dir of readdirSync(join(root, 'packages'))) {
    const pkg = json(`packages/${dir}/package.json`);
    const file = (pkg.bin as Record<string, string> | undefined)?.[bin];
    if (file) return ['node', posix.join('node_modules', pkg.name as string, file), ...args];
  }
  throw new Error(`${app}: ${bin} is no bin of a workspace package`);
}

/**
 * `file` and the modules of the app it loads by a relative path (`import './x.mjs'`,
 * `import('./build/server/index.js')`, `new URL('./server.mjs', import.meta.url)`), and theirs.
 * A dependency's files come with the deployed node_modules and are not followed.
 */
function localModules(app: App, file: string, found = new Set<string>()): string[] {
  found.add(file);
  const source = `apps/${app}/${file}`;
  if (file.includes('node_modules/') || !existsSync(join(root, source))) return [...found];
  for (const [, path = ''] of read(source).matchAll(/['"](\.\.?\/[^'"]+\.m?js)['"]/g)) {
    const module = posix.join(posix.dirname(file), path);
    if (!found.has(module) && !module.includes('node_modules/')) localModules(app, module, found);
  }
  return [...found];
}

const compose = parseYaml(read('deploy/compose.yaml')) as Record<string, any>;
const services = compose.services as Record<string, Record<string, any>>;

describe.each(Object.keys(APPS) as App[])('the %s image', (app) => {
  const { dockerfile } = APPS[app];
  const text = read(dockerfile);
  const stages = parseDockerfile(text, services[app]?.build?.args ?? {});
  const runtime = stages.at(-1) as Stage;
  // What the container runs: the image's entry point and command, or compose's command in its place.
  const command = [...runtime.entrypoint, ...(services[app]?.command ?? runtime.cmd)] as string[];

  it('builds with pnpm from the lockfile on node:20-bookworm-slim, in stages', () => {
    expect(text.match(/^FROM node:20-bookworm-slim/gm)).toHaveLength(2);
    const build = stages[0];
    expect(build?.run).toContain(
      'npm install -g pnpm@' + (json('package.json').packageManager as string).split('@')[1],
    );
    expect(build?.run).toContain('pnpm install --frozen-lockfile');
    expect(build?.run).toContain(`pnpm turbo run build --filter=@sbc/${app}...`);
    expect(json(`apps/${app}/package.json`).name).toBe(`@sbc/${app}`);
  });

  it('copies only files that exist or that the build makes', () => {
    for (const copy of stages.flatMap((s) => s.copies)) {
      for (const source of copy.sources) {
        if (copy.from === 'build') checkBuildSource(app, stages, source);
        else expect(existsSync(join(root, source)), source).toBe(true);
      }
    }
  });

  it("runs the package's start script as a non-root user, on the app's port", () => {
    expect(command).toEqual(startCommand(app));
    // The file it starts, and every module of the app it loads, are files the runtime stage copies
    // in (themselves, or inside a copied folder).
    const copied = runtime.copies.flatMap(({ sources, dest }) => {
      const target = posix.resolve(runtime.workdir, dest);
      return dest.endsWith('/') || dest === '.'
        ? sources.map((s) => posix.join(target, posix.basename(s)))
        : [target];
    });
    for (const module of localModules(app, command[1] ?? '')) {
      const file = posix.resolve(runtime.workdir, module);
      expect(
        copied.some((c) => file === c || file.startsWith(`${c}/`)),
        file,
      ).toBe(true);
    }
    expect(text).toMatch(/^USER node$/m);
    expect(runtime.env.NODE_ENV).toBe('production');
    expect(runtime.env.PORT).toBe(APPS[app].port);
    expect(runtime.expose).toEqual([APPS[app].port]);
  });
});

describe('deploy/compose.yaml and deploy/Caddyfile', () => {
  const caddyfile = read('deploy/Caddyfile');

  it('builds each app from its Dockerfile with the repository as context', () => {
    for (const [app, { port, dockerfile }] of Object.entries(APPS)) {
      const args = dockerfile === SPA ? { args: { APP: app, PORT: port } } : {};
      expect(services[app]?.build).toEqual({ context: '..', dockerfile, ...args });
    }
    expect(services.postgres?.image).toMatch(/^postgres:15/);
  });

  it('passes each app only settings its code reads', () => {
    for (const app of Object.keys(APPS) as App[]) {
      const code = codeOf(app);
      for (const name of Object.keys(services[app]?.environment ?? {})) {
        expect(new RegExp(`\\b${name}\\b`).test(code), `${app} reads ${name}`).toBe(true);
      }
    }
  });

  it('migrates with the command of `pnpm db:migrate` before the API starts', () => {
    const script = (json('package.json').scripts['db:migrate'] as string).split(/\s+/);
    expect(services.migrate?.command).toEqual(script.map((w) => w.replace(/^apps\/api\//, '')));
    expect(
      existsSync(join(root, 'apps/api/src/cli', posix.basename(script[1] ?? '', '.js') + '.ts')),
    ).toBe(true);
    expect(services.api?.depends_on?.migrate?.condition).toBe('service_completed_successfully');
    expect(services.migrate?.environment?.DATABASE_URL).toBe(
      services.api?.environment?.DATABASE_URL,
    );
  });

  it('lists every variable it needs in deploy/env.example', () => {
    const example = read('deploy/env.example');
    const used = new Set([...read('deploy/compose.yaml').matchAll(/\$\{(\w+)/g)].map((m) => m[1]));
    for (const name of used) expect(example, name).toMatch(new RegExp(`^${name}=`, 'm'));
  });

  it('routes each host to the service and port that serve it', () => {
    const routes = [...caddyfile.matchAll(/^\{\$(\w+)\} \{[^}]*?reverse_proxy (\w+):(\d+)/gms)].map(
      (m) => m.slice(1),
    );
    expect(routes.map(([host]) => host).sort()).toEqual([
      'ADMIN_HOST',
      'API_HOST',
      'MEMBER_HOST',
      'WEBVIEW_HOST',
      'WEB_HOST',
    ]);
    for (const [host, service = '', port] of routes) {
      expect(Object.keys(APPS), host).toContain(service);
      expect(port).toBe(APPS[service as App].port);
    }
    // The paths it names are calls of the API: readiness for health checks, the backup it hides.
    const paths = allEndpoints.map((e) => `${e.method} ${endpointPath(e)}`);
    for (const [, path] of caddyfile.matchAll(/health_uri (\S+)/g))
      expect(paths).toContain(`GET ${path}`);
    expect(caddyfile).toContain(`respond ${endpointPath(createBackup)} 404`);
    for (const [, name] of caddyfile.matchAll(/\{\$(\w+)\}/g)) {
      expect(Object.keys(services.caddy?.environment ?? {})).toContain(name);
    }
  });
});
