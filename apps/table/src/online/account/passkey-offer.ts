// Whether the table offers passkeys on this page, decided without loading the WebAuthn library: the browser has
// WebAuthn in a secure context, and the page's host is a name — browsers refuse an IP address as the relying party's
// id, so on `http://192.168.1.5:2567` a passkey can be neither made nor used.

/** Whether this browser offers passkeys (WebAuthn in a secure context), without loading the library. */
export function browserOffersPasskeys(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext && typeof window.PublicKeyCredential === 'function';
}

/** Whether `hostname` (a URL's, IPv6 in brackets) is a name rather than an IP address. */
export function hostIsName(hostname: string): boolean {
  if (hostname === '' || hostname.startsWith('[') || hostname.includes(':')) return false;
  return !/^\d{1,3}(\.\d{1,3}){3}$/.test(hostname);
}

/** Whether a passkey can be made and used here: WebAuthn offered, and both the page and the server (the relying
 * party: its `Host` is the id) reached by a name. */
export function passkeysOffered(serverOrigin: string): boolean {
  let server: string;
  try {
    server = new URL(serverOrigin).hostname;
  } catch {
    return false;
  }
  return browserOffersPasskeys() && hostIsName(window.location.hostname) && hostIsName(server);
}
