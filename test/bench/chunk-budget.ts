/**
 * What each screen of the built app loads before it can be used, read from Vite's manifest:
 * the entry's static imports, then the screen's chunk and its static imports. Dynamic imports
 * inside a screen (Monaco, later) are left out: they load after the screen is usable.
 */

/** One chunk as `dist/.vite/manifest.json` describes it. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

/** The screens measured, with the module that is each one's chunk and its budget in gzip bytes. */
export const SCREEN_BUDGETS = [
  { screen: 'checkout', module: 'src/ui/checkout/checkout-page.tsx', budget: 200 * 1024 },
  { screen: 'console', module: 'src/ui/shell/console-screen.tsx', budget: 250 * 1024 },
  { screen: 'keys', module: 'src/ui/keys/keys-page.tsx', budget: 250 * 1024 },
  { screen: 'webhooks', module: 'src/ui/webhooks/webhooks-page.tsx', budget: 250 * 1024 },
  { screen: 'data', module: 'src/ui/data/data-page.tsx', budget: 250 * 1024 },
] as const;

/** The JavaScript files a screen needs: the entry's and the screen's static import closures, each file once. */
export function filesForScreen(manifest: Manifest, screenModule: string): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (!manifest[screenModule]) throw new Error(`${screenModule} is not a chunk of this build`);
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  [...entries, screenModule].forEach(visit);
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}
