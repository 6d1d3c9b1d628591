import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

/** Every Markdown file below `dir`, relative to the repository. */
function markdownBelow(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownBelow(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

/** The pages a reader follows links through: the front door, the guide, the notes, each folder's README. */
const PAGES = [
  'README.md',
  'CONTRIBUTING.md',
  ...markdownBelow('docs'),
  ...markdownBelow('src').filter((path) => path.endsWith('README.md')),
];

/** The text outside fenced code blocks and inline code, where a `[text](target)` is a link. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Relative link targets: not a scheme (`https:`, `mailto:`), not a bare `#anchor` of the page itself. */
function relativeLinks(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((target) => !/^[a-z]+:/i.test(target));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen. */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  return [...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => anchorOf(m[1]!.trim()));
}

/** What is wrong with one link from `page`, or nothing. */
function brokenLink(page: string, target: string): string | undefined {
  const [path, anchor] = target.split('#') as [string, string | undefined];
  const file = path === '' ? join(ROOT, page) : join(ROOT, dirname(page), decodeURIComponent(path));
  if (!existsSync(file)) return `${page}: ${target} (no such file)`;
  if (anchor === undefined || anchor === '' || statSync(file).isDirectory() || !file.endsWith('.md')) return undefined;
  return anchorsOf(file).includes(anchor) ? undefined : `${page}: ${target} (no such heading in ${relative(ROOT, file)})`;
}

describe('the documentation', () => {
  it('links only to files and headings that exist', () => {
    const broken = PAGES.flatMap((page) => relativeLinks(readFileSync(join(ROOT, page), 'utf8')).map((target) => brokenLink(page, target)));
    expect(broken.filter((problem) => problem !== undefined)).toEqual([]);
  });

  it('finds a link that points nowhere', () => {
    expect(brokenLink('README.md', 'docs/guide/no-such-page.md')).toBe('README.md: docs/guide/no-such-page.md (no such file)');
    expect(brokenLink('docs/guide/package.md', 'node-server.md#no-such-heading')).toBe(
      'docs/guide/package.md: node-server.md#no-such-heading (no such heading in docs/guide/node-server.md)',
    );
  });

  it("reads GitHub's anchors for headings with code and punctuation", () => {
    expect(anchorOf('Is my receiver safe? `check-receiver`')).toBe('is-my-receiver-safe-check-receiver');
    expect(anchorOf('The playground over HTTP: `--ui`')).toBe('the-playground-over-http---ui');
  });

  it('keeps the README a front door: at most 8 KB', () => {
    expect(statSync(join(ROOT, 'README.md')).size).toBeLessThanOrEqual(8 * 1024);
  });
});
