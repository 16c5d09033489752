import { useEffect, useRef, useState } from 'react';
import type { District } from '../../shared/contract/districts';
import type { UnscheduledRow } from '../../shared/contract/unscheduled';
import {
  districtFeatures,
  districtStyle,
  draftFeatures,
  DISTRICTS_SOURCE,
  DRAFT_CORNERS_LAYER,
  DRAFT_SOURCE,
  QUEUE_LAYER,
  QUEUE_SOURCE,
  queueFeatures,
} from './district-style';
import {
  createMap,
  fitPositions,
  labelMarker,
  MAP_BACKGROUND,
  setSourceData,
  type LngLat,
  type maplibregl,
} from '../map-kit/maplibre-setup';
import { boundaryCenter, fromViewportBbox, toViewportBbox, type ViewportBbox } from './viewport';

export interface DistrictCanvasProps {
  districts: readonly District[];
  queue: readonly UnscheduledRow[];
  selectedEstimateId: string | null;
  /** Clicks on the map add corners to the draft. */
  drawing: boolean;
  /** The corners of the district being drawn or reshaped; each can be dragged. */
  draft: readonly LngLat[];
  onAddPoint: (point: LngLat) => void;
  /** A draft corner was dragged to `point`. */
  onMovePoint: (index: number, point: LngLat) => void;
  onSelect: (estimateId: string) => void;
  onViewportChange: (bbox: ViewportBbox) => void;
  onFailure: () => void;
  /** Open on this view (a linked queue filter) instead of framing the districts and the queue. */
  initialBbox?: ViewportBbox | undefined;
}

const round = (value: number) => Math.round(value * 1e5) / 1e5;

/** The WebGL part of DistrictMap, loaded on demand: districts, queue points and the district being drawn or reshaped. */
export default function DistrictCanvas(props: DistrictCanvasProps) {
  const { districts, queue, selectedEstimateId, draft } = props;
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<maplibregl.Map | null>(null);
  // Set once the map has been put on its first view; later data never moves it again.
  const framed = useRef(false);
  // The map's handlers are bound once; they read the latest props here.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    if (!container.current) return;
    const created = createMap(container.current, districtStyle(MAP_BACKGROUND), () => latest.current.onFailure());
    if (!created) return;
    const at = (event: maplibregl.MapMouseEvent | maplibregl.MapTouchEvent): LngLat => [
      round(event.lngLat.lng),
      round(event.lngLat.lat),
    ];
    const onCorner = (point: maplibregl.PointLike) =>
      created.queryRenderedFeatures(point, { layers: [DRAFT_CORNERS_LAYER] }).length > 0;
    created.on('click', (event) => {
      if (latest.current.drawing) {
        // A click on a corner (a drag shorter than the click tolerance) would add a second corner on it.
        if (!onCorner(event.point)) latest.current.onAddPoint(at(event));
        return;
      }
      const [hit] = created.queryRenderedFeatures(event.point, { layers: [QUEUE_LAYER] });
      const estimateId = hit?.properties.estimateId as unknown;
      if (typeof estimateId === 'string') latest.current.onSelect(estimateId);
    });
    // Dragging a draft corner: preventDefault on the press keeps the map from panning meanwhile.
    let dragged: number | null = null;
    const grab = (event: maplibregl.MapLayerMouseEvent | maplibregl.MapLayerTouchEvent) => {
      const index: unknown = event.features?.[0]?.properties.index;
      if (typeof index !== 'number' || ('points' in event && event.points.length > 1)) return;
      event.preventDefault();
      dragged = index;
      created.getCanvas().style.cursor = 'grabbing';
    };
    const drop = () => {
      if (dragged === null) return;
      dragged = null;
      created.getCanvas().style.cursor = latest.current.drawing ? 'crosshair' : '';
    };
    const drag = (event: maplibregl.MapMouseEvent | maplibregl.MapTouchEvent) => {
      if (dragged === null) return;
      // Released outside the map, where its mouseup is not heard: the corner stays where it was last seen.
      if (event.originalEvent instanceof MouseEvent && event.originalEvent.buttons === 0) drop();
      else latest.current.onMovePoint(dragged, at(event));
    };
    created.on('mousedown', DRAFT_CORNERS_LAYER, grab);
    created.on('touchstart', DRAFT_CORNERS_LAYER, grab);
    created.on('mousemove', drag);
    created.on('touchmove', drag);
    created.on('mouseup', drop);
    created.on('touchend', drop);
    created.on('mouseenter', DRAFT_CORNERS_LAYER, () => {
      if (dragged === null) created.getCanvas().style.cursor = 'move';
    });
    created.on('mouseleave', DRAFT_CORNERS_LAYER, () => {
      if (dragged === null) created.getCanvas().style.cursor = latest.current.drawing ? 'crosshair' : '';
    });
    created.on('moveend', () => {
      const bounds = created.getBounds();
      latest.current.onViewportChange(
        toViewportBbox(bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()),
      );
    });
    const initial = fromViewportBbox(latest.current.initialBbox);
    if (initial) {
      framed.current = true;
      created.fitBounds(initial, { padding: 0, animate: false });
    }
    setMap(created);
    return () => created.remove();
  }, []);

  useEffect(() => {
    if (!map) return;
    setSourceData(map, DISTRICTS_SOURCE, districtFeatures(districts));
    const labels = districts.map((district) =>
      labelMarker(map, boundaryCenter(district.boundary), district.name, 'district-map__label'),
    );
    const positions: LngLat[] = [
      ...districts.flatMap((district) => district.boundary),
      ...queue.flatMap((row) =>
        row.latitude === null || row.longitude === null ? [] : [[row.longitude, row.latitude] as LngLat],
      ),
    ];
    if (!framed.current && positions.length > 0) {
      framed.current = true;
      fitPositions(map, positions, 14);
    }
    return () => labels.forEach((label) => label.remove());
  }, [map, districts, queue]);

  useEffect(() => {
    if (map) setSourceData(map, QUEUE_SOURCE, queueFeatures(queue, selectedEstimateId));
  }, [map, queue, selectedEstimateId]);

  useEffect(() => {
    if (map) setSourceData(map, DRAFT_SOURCE, draftFeatures(draft));
  }, [map, draft]);

  useEffect(() => {
    if (map) map.getCanvas().style.cursor = props.drawing ? 'crosshair' : '';
  }, [map, props.drawing]);

  return <div ref={container} className="site-map__canvas" data-testid="district-canvas" />;
}
