/**
 * Escapes text for HTML written as strings (a creator's page head, the payment simulators' pages, the prerendered
 * pages' titles), in text and in quoted attributes alike: each of & < > " ' becomes its numeric character reference.
 */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
