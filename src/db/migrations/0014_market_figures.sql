ALTER TABLE "residence_objects" ADD COLUMN "closing_costs" bigint;--> statement-breakpoint
ALTER TABLE "residence_objects" ADD COLUMN "financing_fee" integer;--> statement-breakpoint
ALTER TABLE "residence_objects" ADD COLUMN "running_costs" integer;--> statement-breakpoint
ALTER TABLE "residence_objects" ADD COLUMN "energy_class" text;--> statement-breakpoint
ALTER TABLE "residence_objects" ADD COLUMN "street_address" text;--> statement-breakpoint
-- Each market's figures (issue 13, point 7; decision 020) and the home's street address (point 4): the new columns are nullable without a
-- default, so adding them rewrites no row and fires no trigger; existing homes simply have no
-- such figures. None of them is searched, so the search's read model (decision 010) is unchanged.
--
-- The object hits of migration 0012 with the home's own figures, which its card shows
-- (src/domain/market-figures.ts picks and computes each market's figures from them: Norway's
-- total price, Sweden's price per m²). Only the one page of hits a search returns reads them, from
-- the row it already reads. Nothing stored depends on this function.
CREATE OR REPLACE FUNCTION residence_search_object_hits(ids integer[], site_id text, at_time timestamptz) RETURNS json
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT coalesce(json_agg(json_build_object(
      'id', o.id, 'type', 'object', 'name', s.name, 'url', o.url, 'siteId', site_id,
      'area', a.name, 'municipality', a.municipality, 'county', a.county,
      'minRooms', o.rooms, 'maxRooms', o.rooms,
      'minPrice', residence_purchase_price(o.site, o.disposal_form, o.price, o.total_price),
      'maxPrice', residence_purchase_price(o.site, o.disposal_form, o.price, o.total_price),
      'minRent', residence_rent(o.disposal_form, o.price),
      'maxRent', residence_rent(o.disposal_form, o.price),
      'minArea', o.living_area, 'maxArea', o.living_area,
      'showings', coalesce((
        SELECT json_agg(json_build_object(
            'id', x.id,
            'startsAt', residence_showing_time(x.starts_at),
            'endsAt', residence_showing_time(x.ends_at))
          ORDER BY x.starts_at, x.id)
        FROM (
          SELECT sw.id, sw.starts_at, sw.ends_at FROM residence_showings sw
          WHERE sw.stage_id = o.stage_id AND (sw.object_id IS NULL OR sw.object_id = o.id) AND sw.ends_at > at_time
          ORDER BY sw.starts_at, sw.id LIMIT 3
        ) x
      ), '[]'::json),
      'status', o.status, 'stageStatus', s.stage_status, 'concept', coalesce(o.concept, s.concept),
      'residenceType', o.residence_type, 'disposalForm', o.disposal_form,
      'inhabitFrom', o.inhabit_date, 'inhabitTo', o.inhabit_date,
      'searchImage', coalesce(o.images -> 0, s.images -> 0, a.images -> 0),
      'shortDescription', s.short_description,
      'geo', json_build_object('latitude', o.latitude, 'longitude', o.longitude),
      'objectNumber', o.number, 'streetAddress', o.street_address, 'matchingObjects', 1,
      'figures', json_build_object(
        'price', o.price, 'totalPrice', o.total_price, 'debtShare', o.debt_share, 'monthlyFee', o.monthly_fee,
        'closingCosts', o.closing_costs, 'financingFee', o.financing_fee, 'runningCosts', o.running_costs,
        'energyClass', o.energy_class)
    ) ORDER BY p.position), '[]'::json)
    FROM unnest(ids) WITH ORDINALITY AS p(id, position)
    JOIN residence_objects o ON o.id = p.id
    JOIN residence_stages s ON s.id = o.stage_id
    JOIN residence_areas a ON a.id = o.area_id
  );
END
$$;
