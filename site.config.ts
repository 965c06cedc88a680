import { defineConfig } from 'docs';

export default defineConfig({
  productName: 'Keyway',
  tagline: 'The REST API for the Keyway property manager: properties, units, tenants, leases and ledgers, from your own code',
  baseUrl: '/docs/',
  environment: 'production',
  analyticsKey: '',
  hosts: {
    base: 'keyway.example',
    api: 'api.keyway.example',
    admin: 'admin.keyway.example',
    docs: 'docs.keyway.example',
    marketing: 'www.keyway.example',
    dashboard: 'app.keyway.example',
  },
  copyrightYear: 2025,
  // SPEC.md lists every route: a folder without index.md links to its first page instead of a generated index.
  generatedIndex: false,
  // The API's OpenAPI document: the resource pages include its operations and schemas (no pages of its own),
  // and the build checks it, its examples included.
  openapi: [{ spec: 'content/api/openapi.yaml', route: 'api/resources', pages: 'none' }],
  navbar: [
    { label: '{{productName}} website', href: 'https://{{hosts.marketing}}' },
    { label: 'API Reference', href: '/docs/api' },
    { label: 'FAQ', href: '/docs/support/faq' },
    { label: 'Support', href: '/docs/support' },
  ],
  footer: [
    { label: 'Docs', href: '/docs/' },
    { label: 'Terms of Service', href: '/docs/legal/terms-of-service' },
    { label: 'Privacy Policy', href: '/docs/legal/privacy-policy' },
    { label: 'Support', href: '/docs/support' },
    { label: 'FAQ', href: '/docs/support/faq' },
  ],
});
