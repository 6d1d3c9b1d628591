/** Every chunk Monaco's stages import, relative to monaco-stages' own: see build/monaco-preload-plugin.ts. */
declare module 'virtual:monaco-chunks' {
  const files: readonly string[];
  export default files;
}
