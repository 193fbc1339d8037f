export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  code?: string;
  at: string;
}

/** The dev mailbox: what the local API would have emailed. Keeps the most recent messages only. */
export function createMailbox(limit = 50, log: (line: string) => void = (l) => console.log(l)) {
  const messages: MailMessage[] = [];
  return {
    send(message: MailMessage) {
      messages.unshift(message);
      messages.length = Math.min(messages.length, limit);
      log(`[mailbox] to ${message.to}: ${message.subject}${message.code ? ` (code ${message.code})` : ''}`);
    },
    list(to?: string) {
      const wanted = to?.trim().toLowerCase();
      return wanted ? messages.filter((m) => m.to === wanted) : [...messages];
    },
    clear() {
      messages.length = 0;
    },
  };
}
export type Mailbox = ReturnType<typeof createMailbox>;
