// Vocabulary for the benchmark fixture. Kept apart from generate.ts so the
// generator's logic stays readable. Headings deliberately include punctuation
// ("&", "(", "'", ".") so the build's slugger is exercised, not just a-z.

export const RESOURCES = [
  'Property', 'Unit', 'Lease', 'Tenant', 'Owner', 'Vendor', 'Invoice', 'Payment',
  'Charge', 'Deposit', 'Ledger Entry', 'Work Order', 'Maintenance Request',
  'Inspection', 'Listing', 'Application', 'Screening Report', 'Rent Roll',
  'Bank Account', 'Webhook', 'API Key', 'Portfolio', 'Building', 'Amenity',
  'Parking Space', 'Utility Bill', 'Late Fee', 'Concession', 'Move Out',
  'Document', 'Notice', 'Reservation', 'Budget', 'Journal Entry', 'Payout',
  'Refund', 'Credit Memo', 'Guarantor', 'Insurance Policy', 'Key Fob',
];

export const TITLE_VERBS = [
  'List', 'Get', 'Create', 'Update', 'Delete', 'Archive', 'Restore', 'Search',
  'Export', 'Import', 'Approve', 'Void', 'Reconcile', 'Schedule',
];

export const QUALIFIERS = [
  'Batch', 'Scheduled', 'Recurring', 'Pending', 'Archived', 'Draft', 'Shared',
  'Legacy', 'Bulk', 'Tenant', 'Owner', 'Portfolio',
];

export const HEADINGS = [
  'Overview', 'Authentication', 'Request Parameters', 'Path Parameters',
  'Query Parameters', 'Request Body', 'Response Fields', 'Example Request',
  'Example Response', 'Pagination', 'Filtering Results', 'Sorting Results',
  'Error Codes (4xx and 5xx)', 'Rate Limits', 'Idempotency Keys', 'Webhook Events',
  'Permissions & Scopes', 'Versioning Notes', "What's Returned", 'Field Reference',
  'Common Mistakes', 'Retries and Timeouts', 'Audit Trail', 'Data Retention',
  'Sandbox vs. Production', 'Related Objects', 'Status Lifecycle',
  'Bulk Operations', 'Caching Behavior', 'Deprecation Schedule',
];

export const NOUNS = [
  'lease', 'tenant', 'unit', 'property', 'invoice', 'payment', 'charge',
  'ledger entry', 'work order', 'vendor', 'owner statement', 'rent roll',
  'security deposit', 'late fee', 'webhook', 'API key', 'access token',
  'portfolio', 'listing', 'screening report', 'bank account', 'payout',
  'renewal offer', 'maintenance request', 'inspection', 'utility bill',
  'concession', 'occupancy record', 'guarantor', 'journal entry',
];

export const ADJECTIVES = [
  'active', 'pending', 'archived', 'recurring', 'prorated', 'scheduled',
  'outstanding', 'reconciled', 'signed', 'expired', 'paginated', 'filtered',
  'idempotent', 'versioned', 'tenant-scoped', 'read-only', 'immutable',
  'optional', 'nullable', 'default',
];

export const VERBS = [
  'returns', 'creates', 'updates', 'validates', 'reconciles', 'archives', 'lists',
  'links', 'schedules', 'references', 'exports', 'filters', 'expands', 'voids',
  'allocates',
];

export const FIELDS = [
  'lease_id', 'tenant_id', 'unit_id', 'property_id', 'amount_cents', 'due_date',
  'status', 'created_at', 'updated_at', 'currency', 'memo', 'external_ref',
  'posted_at', 'balance_cents', 'cursor', 'limit', 'expand', 'idempotency_key',
  'webhook_url', 'portfolio_id',
];

export const TYPES = ['string', 'integer', 'boolean', 'string (ISO 8601)', 'object', 'array'];

// Prose templates: %n noun, %a adjective, %v verb, %f field name.
export const SENTENCES = [
  'The %a %n %v every %n that belongs to the same %n.',
  'When `%f` is omitted, the API %v the %a %n using the account defaults.',
  'Each %n carries a `%f` value that stays stable across retries and webhook deliveries.',
  'Requests over the rate limit receive a 429 response, so clients should back off before retrying the %n call.',
  'Property managers usually review the %n before the %a %n is posted to the ledger.',
  'If the %n is %a, the response includes `%f` and omits any %a %n details.',
  'Use the `%f` filter to narrow results to a single %n, which keeps pagination cursors short.',
  'Amounts are expressed in cents, and the %n total is rounded only after the %n is reconciled.',
  'The %a %n cannot be deleted while the %a %n still references it.',
  'The sandbox mirrors production, except that no %n there ever triggers a real payout.',
  'Changes to the %n emit a webhook within seconds, and the payload %v the %a %n.',
  'Owners see the %n in their monthly statement once the %n has been reconciled.',
  'Sending the same `idempotency_key` twice %v the original %n instead of creating a duplicate.',
  'Results are sorted by `%f` by default, and the %a %n always appears last.',
  'Tenants cannot read the %n directly; they see it through the %a %n on their portal.',
  'Timestamps such as `created_at` are in UTC, even when the %n belongs to a property in another time zone.',
];
