// The QR code's encoder (`uqr`), behind its own `import()` so that it is a chunk of its own (`qr-*.js`), fetched the
// first time a lobby shows a QR code.

export { encode } from 'uqr';
