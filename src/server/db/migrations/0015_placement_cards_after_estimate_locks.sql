-- A card is built from rows that different transactions write: its placement, its estimate, its
-- site and the site's districts. Built from a statement's snapshot alone, two writers at once could
-- each build a card missing the other's change, and the one committing last kept it: a placement
-- moved while its site was renamed stayed on its old day on the board. Every card write now first
-- locks the estimates of the cards it builds (in id order, as the API's own writes lock them, and
-- NO KEY UPDATE as they do, so foreign-key checks are not blocked), and only then reads, in a
-- statement of its own: in READ COMMITTED that statement sees every writer that held one of those
-- estimates before it. Writers of a card's site lock the site's estimates before they look for
-- placements, so they also find a placement another transaction added meanwhile.
CREATE OR REPLACE FUNCTION store_placement_cards(org_ids uuid[], placement_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM estimates e
  WHERE (e.org_id, e.id) IN (SELECT p.org_id, p.estimate_id
                             FROM unnest(org_ids, placement_ids) AS t(org_id, placement_id)
                             JOIN placements p ON p.org_id = t.org_id AND p.id = t.placement_id)
  ORDER BY e.org_id, e.id
  FOR NO KEY UPDATE OF e;

  INSERT INTO placement_cards AS c (org_id, placement_id, work_json, latitude, longitude, work_row)
  SELECT v.org_id, v.placement_id, v.work_json, v.latitude, v.longitude, v.work_row
  FROM (SELECT DISTINCT t.org_id, t.placement_id FROM unnest(org_ids, placement_ids) AS t(org_id, placement_id)) t
  JOIN placement_card_source v ON v.org_id = t.org_id AND v.placement_id = t.placement_id
  ON CONFLICT (org_id, placement_id) DO UPDATE
  SET work_json = excluded.work_json, latitude = excluded.latitude, longitude = excluded.longitude, work_row = excluded.work_row
  WHERE (c.work_json, c.work_row) IS DISTINCT FROM (excluded.work_json, excluded.work_row);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION store_site_placement_cards(org_ids uuid[], site_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM estimates e
  WHERE (e.org_id, e.site_id) IN (SELECT DISTINCT t.org_id, t.site_id FROM unnest(org_ids, site_ids) AS t(org_id, site_id))
  ORDER BY e.org_id, e.id
  FOR NO KEY UPDATE OF e;

  PERFORM store_placement_cards(array_agg(p.org_id), array_agg(p.id))
  FROM (SELECT DISTINCT t.org_id, t.site_id FROM unnest(org_ids, site_ids) AS t(org_id, site_id)) t
  JOIN estimates e ON e.org_id = t.org_id AND e.site_id = t.site_id
  JOIN placements p ON p.org_id = e.org_id AND p.estimate_id = e.id;
END
$$;
