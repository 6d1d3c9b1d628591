/**
 * The package project's global setup: `npm pack` in this repository once for every test file, and
 * the tarball installed into an empty merchant project as a merchant installs it (better-sqlite3
 * compiled there). Prints what the install took and weighs, as a merchant would see it.
 */
import { spawn } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

export interface Packed {
  /** A scratch folder the tests may add projects to; removed after the run. */
  work: string;
  tarball: string;
  /** The merchant project with the tarball (and vitest) installed. */
  project: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    packed: Packed;
  }
}

/** Runs a command to its end; never rejects, the caller judges the exit code. */
export function run(command: string, args: string[], cwd: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    // The outer vitest's variables would make the inner one think it is a worker of ours.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_OPTIONS'));
    const child = spawn(command, args, { cwd, env: { ...env, NODE_ENV: '', NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export function must(result: { code: number | null; stdout: string; stderr: string }, what: string) {
  if (result.code !== 0) throw new Error(`${what} failed (${result.code}):\n${result.stdout}\n${result.stderr}`);
  return result;
}

export default async function setup({ provide }: TestProject) {
  const root = process.cwd();
  const vitestVersion: string = JSON.parse(readFileSync(join(root, 'node_modules/vitest/package.json'), 'utf8')).version;
  const work = await mkdtemp(join(tmpdir(), 'gateway-package-'));
  // `npm pack` runs `prepack`: the app's build and the package's compiled server.
  must(await run('npm', ['pack', '--pack-destination', work], root), 'npm pack');
  const tarball = join(work, (await readdir(work)).find((name) => name.endsWith('.tgz'))!);
  const project = join(work, 'merchant-shop');
  await mkdir(project);
  const manifest = { name: 'merchant-shop', private: true, type: 'module', allowScripts: { 'better-sqlite3': true } };
  await writeFile(join(project, 'package.json'), JSON.stringify(manifest, null, 2));
  const started = performance.now();
  must(
    await run('npm', ['install', '--save-dev', '--prefer-offline', '--no-audit', '--no-fund', tarball, `vitest@${vitestVersion}`], project),
    'npm install of the tarball',
  );
  const seconds = (performance.now() - started) / 1000;
  const unpacked = must(await run('du', ['-sk', join(project, 'node_modules', 'gateway-playground')], project), 'du').stdout.split('\t')[0];
  console.log(
    `gateway-playground: tarball ${(statSync(tarball).size / 1024).toFixed(0)} KiB, installed ${unpacked} KiB; ` +
      `npm install (with vitest, better-sqlite3 compiled) took ${seconds.toFixed(0)} s`,
  );
  provide('packed', { work, tarball, project });
  return () => rm(work, { recursive: true, force: true });
}
