/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_RECRUITMENT_BASE?: string;
  readonly VITE_INSPECT?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
