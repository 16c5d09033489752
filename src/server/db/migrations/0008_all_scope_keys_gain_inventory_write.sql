-- A key stores the scopes it was made with, so a key made with `--scopes all` (and the demo key)
-- before inventory:write existed lacks it, and the demo's own key cannot add a tree. A key that
-- holds every scope that existed before inventory:write was made to hold all of them: it gains it.
-- A key made with some scopes (inventory:read among them) keeps exactly those (docs/decisions/).
UPDATE api_keys
SET scopes = array_append(scopes, 'inventory:write')
WHERE NOT ('inventory:write' = ANY (scopes))
  AND scopes @> ARRAY['customers:read', 'customers:write', 'sites:read', 'sites:write', 'inventory:read',
    'catalog:read', 'estimates:read', 'estimates:write', 'invoices:read', 'invoices:write', 'schedule:read',
    'schedule:write', 'routing:read', 'routing:write']::text[];
