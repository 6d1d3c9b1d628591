/**
 * qrcode's encoder alone, without the canvas and SVG renderers of its main entry: banners draw
 * their own SVG and PNG from the module matrix.
 */
declare module 'qrcode/lib/core/qrcode.js' {
  export { create } from 'qrcode';
}
