-- As 0008 did for inventory:write: a key that holds every scope that existed before org:write (the
-- demo key, keys made with `--scopes all`) was made to hold all of them, so it gains org:write and
-- the demo's own key can change the company settings. A key made with some scopes keeps exactly
-- those (docs/decisions/security.md "org:write").
UPDATE api_keys
SET scopes = array_append(scopes, 'org:write')
WHERE NOT ('org:write' = ANY (scopes))
  AND scopes @> ARRAY['customers:read', 'customers:write', 'sites:read', 'sites:write', 'inventory:read',
    'inventory:write', 'catalog:read', 'estimates:read', 'estimates:write', 'invoices:read', 'invoices:write',
    'schedule:read', 'schedule:write', 'routing:read', 'routing:write']::text[];
