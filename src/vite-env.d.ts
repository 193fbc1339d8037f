/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_RECRUITMENT_BASE?: string;
  readonly VITE_INSPECT?: string;
  /** The year of the build (vite.config.ts): what a prerendered footer says. */
  readonly VITE_BUILD_YEAR: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
