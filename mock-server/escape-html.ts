/**
 * Escapes text for HTML the local API writes as strings (a creator's page head, the payment simulators' pages), in
 * text and in quoted attributes alike: each of & < > " ' becomes its numeric character reference.
 */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
