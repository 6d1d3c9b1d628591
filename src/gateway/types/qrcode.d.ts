/**
 * The one part of `qrcode` the gateway uses, typed without `@types/qrcode`, whose typings pull
 * in Node's globals: with them, a `process` or `Buffer` in the domain would typecheck.
 */
declare module 'qrcode' {
  interface QRCodeModel {
    modules: { size: number; get(row: number, column: number): number | boolean };
  }
  const QRCode: { create(text: string, options: { errorCorrectionLevel: 'L' | 'M' | 'Q' | 'H' }): QRCodeModel };
  export default QRCode;
}
