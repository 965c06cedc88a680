// What a site's config file may import: `import { defineConfig } from 'docs'`.
export { defineConfig, type UserConfig } from './config-schema.ts';
