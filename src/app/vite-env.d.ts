/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

/** The build's identity, set by vite.config.ts (`define`): kept answers of another build are not restored. */
declare const __CANOPY_BUILD__: string | undefined;
