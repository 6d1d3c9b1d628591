/**
 * The messages between an embed and the page around it; `public/embed.js` speaks the same
 * words. Heights are not secret, so an embed posts them to any parent.
 */

/** Embed → parent: the embed's content is this many CSS pixels tall. */
export const HEIGHT_MESSAGE = 'gateway-playground:embed-height';
/** Parent → embed: say your height again (the parent's script may load after the first report). */
export const MEASURE_MESSAGE = 'gateway-playground:embed-measure';
/**
 * Parent → embed: your frame is now as tall as your content, and will follow it. The embed then
 * needs no scrollbar of its own: one would only narrow its content, and Chromium may keep an
 * off-screen frame's inner viewport at its old size until it is scrolled to.
 */
export const SIZED_MESSAGE = 'gateway-playground:embed-sized';
