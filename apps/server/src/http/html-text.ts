// Text written into the server's HTML pages: every character that could start markup or end an attribute as its
// numeric reference, so that a name like `<script>` is shown as text.

/** `text` safe inside an element or a quoted attribute. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);
