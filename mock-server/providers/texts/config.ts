/**
 * The SMS gateway (Africa's Talking's SMS API) and the WhatsApp Business Cloud API: credentials from the environment,
 * with plainly development defaults good only against this process's simulators, so no real secret is ever
 * committed. An unset base URL means the simulator this process serves (ctx.publicUrl), as with M-Pesa.
 */
export interface TextsConfig {
  sms: {
    baseUrl: string | null;
    username: string;
    apiKey: string;
    /** The registered sender ID (alphanumeric); null: the gateway's shared short code. */
    senderId: string | null;
  };
  whatsapp: {
    baseUrl: string | null;
    /** The Graph API version in the path, "v21.0". */
    version: string;
    phoneNumberId: string;
    accessToken: string;
    /** The app secret Meta signs webhooks with (X-Hub-Signature-256). */
    appSecret: string;
    /** The token Meta sends back when the webhook is registered (GET hub.verify_token); null: no registration. */
    verifyToken: string | null;
    /** The approved template every notice is sent with: its body is {{1}} (title), {{2}} (text), then the stop line. */
    template: string;
    language: string;
  };
}

/** The public development defaults of the two secrets: production refuses to start with either (mock-server/config.ts). */
export const DEV_AT_API_KEY = 'sauti-dev-at-api-key';
export const DEV_WHATSAPP_APP_SECRET = 'sauti-dev-whatsapp-app-secret';

export function readTextsConfig(env: NodeJS.ProcessEnv = process.env): TextsConfig {
  return {
    sms: {
      baseUrl: env.AT_BASE_URL?.replace(/\/$/, '') || null,
      username: env.AT_USERNAME ?? 'sandbox',
      apiKey: env.AT_API_KEY ?? DEV_AT_API_KEY,
      senderId: env.AT_SENDER_ID || null,
    },
    whatsapp: {
      baseUrl: env.WHATSAPP_BASE_URL?.replace(/\/$/, '') || null,
      version: env.WHATSAPP_API_VERSION ?? 'v21.0',
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID ?? '100000000000001',
      accessToken: env.WHATSAPP_ACCESS_TOKEN ?? 'sauti-dev-whatsapp-token',
      appSecret: env.WHATSAPP_APP_SECRET ?? DEV_WHATSAPP_APP_SECRET,
      // In development the simulator needs none; a real webhook is registered with the token set here and in Meta's app.
      verifyToken: env.WHATSAPP_VERIFY_TOKEN || null,
      template: env.WHATSAPP_TEMPLATE ?? 'sauti_notice',
      language: env.WHATSAPP_TEMPLATE_LANGUAGE ?? 'en',
    },
  };
}

/** The WhatsApp template's text, as the phone shows it: the simulator renders it, and the outbox keeps it. */
export const whatsappText = (params: readonly string[], stopLine: string) => [...params, stopLine].join('\n');
