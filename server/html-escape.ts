/** Text put into HTML (a mail's html part, a dev page): the five characters that could end or open markup. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
